/** Shell messages copied verbatim from the spec; imported by server, web and tests. */
export const SHELL_MESSAGES = {
  logoutConfirm: 'Are you sure you want to log out?',
  forbidden: 'Sorry, you are not authorized to access this page.',
  notFound: 'The page you have requested is not found.',
  backHome: 'Back Home',
  authInitError: 'Error initializing authentication',
  authInitAdvice:
    'Please clear your browser cache and reload the page. If the problem persists, contact support.',
  newVersionTitle: (version: string) => `New SCOUT version ${version} is available.`,
  newVersionBody: 'Please refresh your screen',
  refreshNow: 'Refresh now',
  notYet: 'Not yet',
  noDocuments: 'You do no have permissions to see any documents',
  moduleComing: 'This part of SCOUT is coming in a later release.',
} as const;

/** Messages of the server's own shell (not in the spec; chosen here). */
export const API_MESSAGES = {
  unauthenticated: 'Authentication required',
  invalidToken: 'The access token is invalid or expired',
  accountDisabled: 'This account is disabled',
  unknownUser: 'No SCOUT account matches this sign-in',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'Not found',
  validationFailed: 'Validation failed',
  conflict: 'Record already modified',
  tooManyRequests: 'Too many requests, please slow down',
  internal: 'An unexpected error occurred',
} as const;
