/** The settings feature's query keys. */
export const settingsKeys = {
  sessions: () => ['settings', 'sessions'] as const,
};
