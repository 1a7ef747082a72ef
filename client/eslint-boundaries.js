// Which parts of client/src may import which (import-x/no-restricted-paths zones); the why is in
// docs/decisions/030-client-data-layer.md. A feature reads lib/, layout/, components/, theme/ and
// @tulus/shared, and another feature only through the entries allowed here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const src = join(import.meta.dirname, 'src');
const features = readdirSync(join(src, 'features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Any feature may read these: who is signed in, and the cart (the header, the catalog, reorder and checkout all fill or read it). */
const forEveryFeature = ['auth/session.ts', 'cart/cart-store.ts'];

/** One feature's way into another, each for a reason. */
const allowed = {
  // A product put in the cart again starts a new checkout for it: the cart tells checkout's store of placed checkouts.
  cart: ['checkout/placed-checkouts.ts'],
  // Reorder fills the cart and leaves the cart a notice of what was left out.
  orders: ['cart/reorder-notice.ts'],
  // Paying is a step of an order: its screens show the order's status, expiry, deadline and reorder.
  payment: ['orders'],
  // The profile page is the host of the account's tabs, each drawn by the feature that owns it.
  profile: ['cart/CartView.tsx', 'orders/OrderHistory.tsx', 'addresses/AddressBook.tsx', 'vouchers/MyVouchers.tsx', 'membership/MembershipTerms.tsx'],
  // The driver's uploads go through the offline queue, and the driver's layout shows it.
  driver: ['offline/upload-queue.ts', 'offline/UploadQueuePanel.tsx'],
};

const featureZones = features.map((feature) => ({
  target: join(src, 'features', feature),
  from: join(src, 'features'),
  except: [feature, ...forEveryFeature, ...(allowed[feature] ?? [])].map((p) => `./${p}`),
  message: 'A feature imports another feature only through the allow-list in client/eslint-boundaries.js (decision 030).',
}));

const below = (dir, message, above = ['features', 'app', 'layout']) => ({ target: join(src, dir), from: above.map((d) => join(src, d)), message });

export const clientBoundaries = [
  ...featureZones,
  { target: join(src, 'features'), from: join(src, 'app'), message: 'app/ composes features; features do not import it.' },
  below('lib', 'lib/ is below the features and the layout.'),
  below('theme', 'theme/ is below the features and the layout.'),
  // components/ may show a toast (layout/toaster.tsx); no-cycle keeps the layout from coming back to it.
  below('components', 'components/ is shared by features: it imports none of them.', ['features', 'app']),
  {
    // The shell (top bar, footer) shows who is signed in, the cart's count and the bell.
    target: join(src, 'layout'),
    from: join(src, 'features'),
    except: ['./auth/session.ts', './cart/cart-store.ts', './notifications/NotificationBell.tsx'],
    message: 'layout/ reads features only through the shell allow-list in client/eslint-boundaries.js.',
  },
  { target: join(src, 'layout'), from: join(src, 'app'), message: 'app/ composes the layout; the layout does not import it.' },
];
