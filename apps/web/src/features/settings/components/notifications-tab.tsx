import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  readNotificationPreferences,
  writeNotificationPreferences,
} from '../utils/notification-preferences';
import type { NotificationPreferences } from '../utils/notification-preferences';

const TOGGLES: Array<{ key: keyof NotificationPreferences; label: string; description: string }> = [
  {
    key: 'email',
    label: 'Email notifications',
    description: 'Crawl results and new link suggestions by e-mail.',
  },
  { key: 'push', label: 'Push notifications', description: 'Alerts in this browser.' },
  { key: 'weekly', label: 'Weekly report', description: 'A summary of your sites every Monday.' },
];

/** Spec §2 Settings, Notifications: three toggles (true, true, false), kept locally only. */
export function NotificationsTab() {
  const [preferences, setPreferences] = useState(readNotificationPreferences);

  function handleChange(key: keyof NotificationPreferences, isOn: boolean) {
    const next = { ...preferences, [key]: isOn };
    setPreferences(next);
    writeNotificationPreferences(next);
  }

  return (
    <Card className="divide-y divide-zinc-100">
      {TOGGLES.map(({ key, label, description }) => (
        <div key={key} className="flex items-center justify-between gap-6 p-5">
          <div>
            <Label htmlFor={`notify-${key}`}>{label}</Label>
            <p className="mt-0.5 text-sm text-zinc-500">{description}</p>
          </div>
          <Switch
            id={`notify-${key}`}
            checked={preferences[key]}
            onCheckedChange={(isOn) => handleChange(key, isOn)}
          />
        </div>
      ))}
      <p className="px-5 py-3 text-xs text-zinc-500">
        These preferences are saved in this browser only.
      </p>
    </Card>
  );
}
