/**
 * The shop's rule for a new password (the spec sets none): at least 8 characters, as ASVS 6.2.1
 * asks, and nothing about which characters (ASVS 6.2.5: any composition is allowed). At most 128,
 * so a password manager's long passwords fit (ASVS 6.2.9 asks for 64).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Kata sandi minimal ${MIN_PASSWORD_LENGTH} karakter.`;
export const PASSWORD_TOO_LONG = `Kata sandi maksimal ${MAX_PASSWORD_LENGTH} karakter.`;

/** What is wrong with a new password, in the words the form shows, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  // Counted in characters as a person sees them (an emoji is one), not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}
