import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TABS = ['profile', 'notifications', 'security'] as const;
type SettingsTab = (typeof TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.includes(value as SettingsTab);
}

/** Spec §2 Settings: Profile and Notifications tabs, plus the Security tab issue 3 asks for. */
export function SettingsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'profile';

  function handleTabChange(next: string) {
    setSearchParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  }

  return (
    <Tabs value={tab} onValueChange={handleTabChange}>
      <TabsList aria-label="Settings sections" className="mb-6">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="notifications">Notifications</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
    </Tabs>
  );
}
