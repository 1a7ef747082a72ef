// Branch rules of spec sections 2 and 5. sts arrives as 1/0 and may arrive as text.
export function isBranchSelectable(branch: { sts: number | string | null | undefined }): boolean {
  return branch.sts != null && String(branch.sts).trim() === '1';
}

export const BRANCH_PHONE_FALLBACK = 'Soon';

// The footer links '+62' plus the branch telephone. A number stored with its trunk '0' or already
// with '+62' would otherwise become '+620...' or '+62+62...', so those prefixes are dropped.
// Null means no telephone: show BRANCH_PHONE_FALLBACK.
export function branchPhone(telp: string | number | null | undefined): string | null {
  const digits = String(telp ?? '').replace(/\D/g, '');
  const trimmed = String(telp ?? '').trim();
  const national = trimmed.startsWith('+62') ? digits.slice(2) : digits.replace(/^0/, '');
  return national === '' ? null : `+62${national}`;
}
