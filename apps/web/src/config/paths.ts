/**
 * Every route of spec §2. Screens link through these builders, never through string literals,
 * so a route changes in one place.
 */
export const paths = {
  home: '/',
  login: '/login',
  auth: '/auth',
  emailSignIn: '/auth/email-signin',
  /** Where the password-reset e-mail's link lands (not in the spec's table; issue 3). */
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  websites: '/websites',
  website: (websiteId: string) => `/websites/${encodeURIComponent(websiteId)}`,
  linkSuggestions: (websiteId?: string | null) =>
    websiteId ? `${paths.website(websiteId)}/link-suggestions` : '/link-suggestions',
  crawls: (websiteId?: string | null) =>
    websiteId ? `${paths.website(websiteId)}/crawls` : '/crawls',
  /** "Links to this post": the suggestions that would link to one page of the website. */
  inboundSuggestions: (websiteId: string, pageId: string) =>
    `${paths.website(websiteId)}/crawls/pages/${encodeURIComponent(pageId)}/links-to-this-post`,
  topicClusters: (websiteId: string) => `${paths.website(websiteId)}/topic-clusters`,
  analytics: (websiteId: string) => `${paths.website(websiteId)}/analytics`,
  linkEquity: (websiteId: string) => `${paths.website(websiteId)}/link-equity`,
  /** Link health: broken links, redirects and the other link problems (issue 31). */
  linkHealth: (websiteId: string) => `${paths.website(websiteId)}/link-health`,
  /** What the links applied through Linkloom did in search (issue 31). */
  impact: (websiteId: string) => `${paths.website(websiteId)}/impact`,
  billing: '/billing',
  settings: '/settings',
  paymentSuccess: '/payment-success',
} as const;
