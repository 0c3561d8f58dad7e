/**
 * The product's user-facing texts, word for word from the spec (§5, §8).
 * Server and web both read them from here.
 */
export const MESSAGES = {
  nameRequired: 'Name is required',
  urlRequired: 'URL is required',
  urlInvalid: 'Must be a valid URL',
  urlScheme: 'URL must start with http:// or https://',
  selectAtLeastOneUrl: 'Please select at least one URL to continue',
  selectSuggestionsToApprove: 'Please select suggestions to approve',
  invalidPlan: 'Invalid plan selected',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  verifyEmail: 'Please verify your email address for full account access',
  notAuthorized: 'Your account is not authorized to use this application',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundBody: "Sorry, we couldn't find the page you're looking for.",
  pageNotFoundLink: 'Go back home',
  errorTitle: 'Something went wrong',
  errorBody: 'An unexpected error occurred. Please try refreshing the page.',
  errorRetry: 'Try Again',
} as const;
