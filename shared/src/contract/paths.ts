import { addressPaths } from './address.ts';
import { authPaths } from './auth.ts';
import { branchPaths } from './branch.ts';
import { catalogPaths } from './catalog.ts';
import { complaintPaths } from './complaint.ts';
import { customerPaths } from './customer.ts';
import { driverPaths } from './driver.ts';
import { membershipPaths } from './membership.ts';
import { orderPaths } from './order.ts';
import { paymentPaths } from './payment.ts';
import { voucherPaths } from './voucher.ts';

/**
 * Every provider path of the spec's section 7 (37 rows, the last naming two), in one
 * list: the mock's coverage test and the fuzzing campaign walk it.
 */
export const SPEC_PATHS = [
  ...authPaths,
  ...branchPaths,
  ...catalogPaths,
  ...customerPaths,
  ...addressPaths,
  ...voucherPaths,
  ...paymentPaths,
  ...orderPaths,
  ...driverPaths,
  ...membershipPaths,
] as const;

/** Ours, not in the spec: the complaint form's submission (the spec shows no call). */
export const EXTRA_PATHS = [...complaintPaths] as const;
