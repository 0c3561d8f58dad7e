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
  authFailedCredentials: 'Authentication failed. Please check your credentials.',
  authFailedRetry: 'Authentication failed. Please try again.',
  userMightExist: 'User might already exist. Try logging in.',
  signingIn: 'Signing you in...',
  settingUp: 'Setting things up...',
  tooManyRequests: 'Too many failed login attempts. Please try again later or reset your password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundBody: "Sorry, we couldn't find the page you're looking for.",
  pageNotFoundLink: 'Go back home',
  errorTitle: 'Something went wrong',
  errorBody: 'An unexpected error occurred. Please try refreshing the page.',
  errorRetry: 'Try Again',
} as const;

/** Sign-in and sign-up messages by provider error code (spec §8), word for word. */
export const AUTH_ERROR_MESSAGES = {
  'user-not-found':
    'No account found with this email address. Please check for typos or sign up for a new account.',
  'wrong-password': 'Incorrect password. Please check your password and try again.',
  'invalid-email': 'Invalid email address format. Please enter a valid email.',
  'invalid-credential':
    'Invalid email or password. Please check your credentials or make sure you have signed up and try again.',
  'too-many-requests':
    'Too many failed login attempts. Please try again later or reset your password.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'network-request-failed': 'Network error. Please check your internet connection and try again.',
  'missing-email': 'Email address is required.',
  'missing-password': 'Password is required.',
  'quota-exceeded': 'Too many requests. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'email-already-in-use':
    'An account with this email already exists. Please sign in instead or use a different email.',
  'weak-password': 'Password must be at least 6 characters long',
  'popup-closed-by-user': 'Sign-in was cancelled. Please try again.',
  'cancelled-popup-request': 'Sign-in was cancelled. Please try again.',
  'popup-blocked': 'Popup was blocked by your browser. Please allow popups and try again.',
  'account-exists-with-different-credential':
    'An account already exists with this email using a different sign-in method.',
  default: 'An unexpected error occurred. Please try again.',
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;
