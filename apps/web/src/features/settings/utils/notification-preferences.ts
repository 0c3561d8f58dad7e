/** Spec §2 Settings: notification toggles, kept in this browser only (no call). */
export type NotificationPreferences = { email: boolean; push: boolean; weekly: boolean };

export const NOTIFICATION_PREFERENCES_KEY = 'linkloom.notificationPreferences';

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: true,
  weekly: false,
};

export function readNotificationPreferences(): NotificationPreferences {
  try {
    const stored = JSON.parse(
      localStorage.getItem(NOTIFICATION_PREFERENCES_KEY) ?? 'null',
    ) as Partial<Record<keyof NotificationPreferences, unknown>> | null;
    const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    for (const key of Object.keys(preferences) as Array<keyof NotificationPreferences>) {
      if (typeof stored?.[key] === 'boolean') {
        preferences[key] = stored[key];
      }
    }
    return preferences;
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }
}

export function writeNotificationPreferences(preferences: NotificationPreferences): void {
  try {
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Kept for this visit only.
  }
}
