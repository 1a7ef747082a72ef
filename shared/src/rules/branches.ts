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

/**
 * Ours (the spec names delivery areas, not a radius): a branch delivers to an address at most this
 * far away in a straight line. 50 km holds Greater Jakarta around the Cakung branch and Greater
 * Surabaya around Rungkut, and keeps the cities (600+ km apart) clearly separate.
 */
export const DELIVERY_RADIUS_METRES = 50_000;

type RankedBranch = { sts: number | string | null | undefined; distance?: number | null };

/** A usable branch within the delivery radius of the active address (distance known). */
export function deliversTo(branch: RankedBranch): boolean {
  return isBranchSelectable(branch) && branch.distance != null && branch.distance <= DELIVERY_RADIUS_METRES;
}

/**
 * The branch to choose for the customer when there is exactly one right answer: the only usable
 * branch that delivers to the address. Null when none or several do (then the customer chooses).
 */
export function onlyDeliveringBranch<T extends RankedBranch>(branches: readonly T[]): T | null {
  const delivering = branches.filter(deliversTo);
  return delivering.length === 1 ? delivering[0]! : null;
}

/** A usable branch farther than the radius: the customer may pick it, but is told it is far. */
export function isFarBranch(branch: RankedBranch): boolean {
  return isBranchSelectable(branch) && branch.distance != null && branch.distance > DELIVERY_RADIUS_METRES;
}
