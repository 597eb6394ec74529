/** Texts of the set-password page (SCOUT's own: the spec does not show this page). */
export const SET_PASSWORD_MESSAGES = {
  title: 'Set your SCOUT password',
  intro:
    'Choose a password of at least 12 characters that mixes at least two of: lower-case letters, upper-case letters, digits and symbols.',
  emailLabel: 'Email',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  submit: 'Set password',
  tooShort: 'The password must be at least 12 characters long.',
  tooLong: 'The password is too long.',
  oneClass:
    'The password must mix at least two of: lower-case letters, upper-case letters, digits and symbols.',
  sameAsEmail: 'The password must not be your email address.',
  mismatch: 'The two passwords do not match.',
  doneTitle: 'Your password is set',
  done: 'You can now sign in to SCOUT with your email address and the new password.',
  signIn: 'Sign in to SCOUT',
  linkProblemTitle: 'This link cannot be used',
  invalid: 'This link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This link has expired. Ask your SCOUT administrator to send a new invitation.',
  used: 'This link has already been used. Sign in with your password, or ask your SCOUT administrator for a new invitation.',
  disabled: 'This account is disabled. Contact your SCOUT administrator.',
  returnToScout: 'Return to SCOUT',
} as const;

export const PASSWORD_MIN_LENGTH = 12;
