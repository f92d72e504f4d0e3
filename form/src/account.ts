// The account forms' rules and messages (docs/product.md §5.1), shared by the auth screens and the accounts service.

/** The password policy of docs/product.md §5.1, one requirement per line of the live checklist. */
export const passwordRequirements = [
  { id: 'length', label: 'At least 12 characters', test: (password: string) => [...password].length >= 12 },
  { id: 'uppercase', label: 'An uppercase letter', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', label: 'A lowercase letter', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'number', label: 'A number', test: (password: string) => /\d/.test(password) },
  {
    id: 'special',
    label: 'A special character',
    test: (password: string) => /[^\p{L}\p{N}\s]/u.test(password),
  },
  {
    id: 'whitespace',
    label: 'No spaces at the beginning or end',
    test: (password: string) => password.length > 0 && password === password.trim(),
  },
] as const;

export type PasswordRequirementId = (typeof passwordRequirements)[number]['id'];

/** Passwords are accepted up to this many characters (argon2 hashes any length; this bounds the work). */
export const passwordMaxLength = 256;

export const accountMessages = {
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooWeak: 'Your password must meet every requirement listed.',
  passwordTooLong: `Your password must be at most ${passwordMaxLength} characters.`,
  passwordsDiffer: 'The passwords do not match.',
  codeInvalid: 'The confirmation code must be exactly 6 numbers.',
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
  resetLinkInvalid: 'This password reset link is not valid. Please request a new one.',
  loginIncorrect: 'Incorrect email address or password.',
  notConfirmed: 'Your account has not been confirmed. Choose "Resend confirmation code?" to get a new code.',
  accountExists: 'An account with this email address already exists. Please log in.',
  codeIncorrect: 'The confirmation code is incorrect or has expired. Choose "Resend confirmation code?" to get a new code.',
} as const;

/** The `message` of each successful account request, shown by the auth screens as they come back. */
export const accountSuccessMessages = {
  signedUp: 'We sent a confirmation code to your email address.',
  confirmed: 'Your account has been confirmed. Please log in.',
  confirmationResent: 'If that email address needs confirming, we sent it a new confirmation code.',
  loggedIn: 'You have successfully logged in.',
  resetLinkSent: 'If an account exists for that email address, we sent it a link to reset your password.',
  passwordReset: 'Your password has been reset. Please log in.',
  loggedOut: 'You have been logged out.',
} as const;

/** Answered (429) when an account request comes too often; the wait is rounded up to whole minutes. */
export function tooManyAttemptsMessage(waitMinutes: number): string {
  const minutes = Math.max(1, Math.ceil(waitMinutes));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/**
 * The start of the name of the script-readable cookie that says "signed in" (docs/product.md §6.4); the server's
 * IDENTITY_COOKIE_PREFIX overrides it and tells the client through index.html's identity-cookie-prefix meta tag.
 */
export const defaultIdentityCookiePrefix = 'CognitoIdentityServiceProvider';

/** The longest e-mail address there can be (RFC 5321's path limit less its angle brackets). */
export const emailMaxLength = 254;

/**
 * An address mail can go to as one mailbox: a local part of RFC 5321's dot-atom characters (no `,;:<>"()` that a mail
 * library would read as a list or a display name), then a domain of at least two labels (letters of any script,
 * digits, inner hyphens); at most 254 characters.
 */
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?(\.[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** Accounts are keyed by the address as typed, without surrounding spaces and in lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value.trim());
}

export function isConfirmationCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** The first unmet requirement's absence as one message, or null when the password meets the policy. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return accountMessages.passwordRequired;
  if (password.length > passwordMaxLength) return accountMessages.passwordTooLong;
  return passwordRequirements.every((requirement) => requirement.test(password)) ? null : accountMessages.passwordTooWeak;
}
