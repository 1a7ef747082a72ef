import { router } from '../trpc/trpc.ts';
import { addressesRouter } from './addresses.ts';
import { authRouter } from './auth.ts';
import { branchesRouter } from './branches.ts';
import { catalogRouter } from './catalog.ts';
import { complaintsRouter } from './complaints.ts';
import { customerRouter } from './customer.ts';
import { driverRouter } from './driver.ts';
import { notificationsRouter } from './notifications.ts';
import { ordersRouter } from './orders.ts';
import { paymentsRouter } from './payments.ts';
import { vouchersRouter } from './vouchers.ts';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  customer: customerRouter,
  addresses: addressesRouter,
  vouchers: vouchersRouter,
  branches: branchesRouter,
  payments: paymentsRouter,
  orders: ordersRouter,
  complaints: complaintsRouter,
  notifications: notificationsRouter,
  driver: driverRouter,
});

/** The only thing the client imports from the server. */
export type AppRouter = typeof appRouter;
