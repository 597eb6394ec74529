/**
 * Texts of the bundled provider's pages. Browser tests find fields and buttons by these labels,
 * and server tests assert the refusals, so they live in one place.
 */
export const SIGN_IN_MESSAGES = {
  title: 'Sign in to SCOUT',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  signIn: 'Sign in',
  invalidCredentials: 'Invalid email or password.',
  accountDisabled: 'This account is disabled. Contact your administrator.',
  tooManyAttempts: 'Too many failed attempts. Wait a few minutes, then try again.',
  mfaPrompt: 'Enter the 6-digit code from your authenticator app',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  invalidCode: 'The code is not valid. Try again.',
  mfaExpired: 'Your sign-in took too long. Enter your email and password again.',
  requestExpired:
    'This sign-in request has expired or was opened in another browser. Return to SCOUT and sign in again.',
  errorTitle: 'Sign-in could not continue',
  returnToScout: 'Return to SCOUT',
  signingOut: 'Signing you out of SCOUT…',
  signOut: 'Sign out',
  signedOut: 'You have signed out of SCOUT.',
  signedOutDetail: 'You can close this window, or sign in again.',
  signInAgain: 'Sign in again',
} as const;
