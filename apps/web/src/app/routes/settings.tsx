import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /settings (spec §2). */
export function SettingsRoute() {
  return (
    <Page title="Settings" description="Your profile and notifications.">
      <ComingSoon summary="Your profile and notification preferences." />
    </Page>
  );
}
