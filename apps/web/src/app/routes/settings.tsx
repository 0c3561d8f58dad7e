import { Page } from '@/components/layouts/page';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

/** /settings (spec §2). */
export function SettingsRoute() {
  return (
    <Page title="Settings" description="Your profile, notifications and account security.">
      <SettingsScreen />
    </Page>
  );
}
