/** The billing feature's query keys. */
export const billingKeys = {
  subscriptions: () => ['subscription'] as const,
  subscription: (userId: string | null) => ['subscription', userId] as const,
  plans: () => ['plans'] as const,
  provider: () => ['billing-provider'] as const,
  activeWebsites: (userId: string | null) => ['active-websites', userId] as const,
};
