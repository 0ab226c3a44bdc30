/** The password rule everywhere a password is set (a user's own change, an administrator's new user or reset). */
export const PASSWORD_RULE = 'At least 8 characters with a letter and a digit.';

/** The refusal of a password that breaks the rule. */
export const WEAK_PASSWORD = 'The password needs at least 8 characters with a letter and a digit.';

/** At least 8 characters with a letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
