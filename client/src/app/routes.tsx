import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { Layout, PageLoading } from '../layout/Layout.tsx';
import { ScreenLoadBoundary } from '../layout/ScreenLoadBoundary.tsx';
import { PublicOnly, RequireCustomer, RequireDriver } from '../features/auth/guards.tsx';
import { preloadable, type Preloadable } from '../lib/preloadable.tsx';
import { ProductDetailScreen } from '../features/catalog/ProductPageAhead.tsx';
import { KeptProductPage } from '../features/catalog/KeptProductPage.tsx';

/** Each screen is its own chunk: a visitor's first load carries only the home page. */
const page = <N extends string>(load: () => Promise<{ [key in N]: ComponentType }>, name: N) => preloadable<object, N>(load, name);

const HomePage = page(() => import('../features/catalog/HomePage.tsx'), 'HomePage');
const LoginPage = page(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const OtpPage = page(() => import('../features/auth/OtpPage.tsx'), 'OtpPage');
const CartPage = page(() => import('../features/cart/CartPage.tsx'), 'CartPage');
const CheckoutPage = page(() => import('../features/checkout/CheckoutPage.tsx'), 'CheckoutPage');
const PaymentMethodListPage = page(() => import('../features/checkout/PaymentMethodListPage.tsx'), 'PaymentMethodListPage');
const PaymentMethodDetailPage = page(() => import('../features/checkout/PaymentMethodDetailPage.tsx'), 'PaymentMethodDetailPage');
const PaymentConfirmationPage = page(() => import('../features/payment/PaymentConfirmationPage.tsx'), 'PaymentConfirmationPage');
const UploadProofPage = page(() => import('../features/payment/UploadProofPage.tsx'), 'UploadProofPage');
const ProofOfPaymentPage = page(() => import('../features/payment/ProofOfPaymentPage.tsx'), 'ProofOfPaymentPage');
const OrderDetailPage = page(() => import('../features/orders/OrderDetailPage.tsx'), 'OrderDetailPage');
const ProofOfDeliveryPage = page(() => import('../features/orders/ProofOfDeliveryPage.tsx'), 'ProofOfDeliveryPage');
const NotificationsPage = page(() => import('../features/notifications/NotificationsPage.tsx'), 'NotificationsPage');
const ComplaintPage = page(() => import('../features/complaints/ComplaintPage.tsx'), 'ComplaintPage');
const ProfilePage = page(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage');
const UploadApplicationPage = page(() => import('../features/membership/UploadApplicationPage.tsx'), 'UploadApplicationPage');
const DriverLoginPage = page(() => import('../features/driver/DriverLoginPage.tsx'), 'DriverLoginPage');
const DashboardPage = page(() => import('../features/driver/DashboardPage.tsx'), 'DashboardPage');
const DeliveryDetailPage = page(() => import('../features/driver/DeliveryDetailPage.tsx'), 'DeliveryDetailPage');
const UploadReceiptPage = page(() => import('../features/driver/UploadReceiptPage.tsx'), 'UploadReceiptPage');
const ReceiptPage = page(() => import('../features/driver/ReceiptPage.tsx'), 'ReceiptPage');
const ProductReturnPage = page(() => import('../features/driver/ProductReturnPage.tsx'), 'ProductReturnPage');

const customer = (node: ReactNode) => <RequireCustomer>{node}</RequireCustomer>;
const publicOnly = (node: ReactNode) => <PublicOnly>{node}</PublicOnly>;
/** A driver's screen: its own chunk, with the customer frame's spinner and its message when the chunk does not arrive. */
const driverScreen = (node: ReactNode) => (
  <Suspense fallback={<PageLoading />}>
    <ScreenLoadBoundary>{node}</ScreenLoadBoundary>
  </Suspense>
);
const driver = (node: ReactNode) => <RequireDriver>{driverScreen(node)}</RequireDriver>;
/** A screen's route: its element behind `guard`, and the screen itself, for `screenReady`. */
const at = (path: string, Screen: Preloadable, guard = (node: ReactNode) => node): RouteObject => ({ path, element: guard(<Screen />), handle: Screen });

/** Kept by the frame, as the home page (KeptProductPage.tsx). */
const PRODUCT_PAGE = '/DetailProduk';

/**
 * The spec's route table (section 2). Paths match case-insensitively, so the named
 * variants (/Detailproduk, /uploadbukti, /rincianpesanan, /buktipembayaran,
 * /detailmetodepembayaran, /uploadpengajuan, /Lihatbuktipengiriman, /checkout) resolve too.
 */
const routes: RouteObject[] = [
  {
    element: <Layout home={<HomePage />} product={{ path: PRODUCT_PAGE, draw: (shown) => <KeptProductPage shown={shown} guard={customer} /> }} />,
    children: [
      // Matched here (screenReady), drawn by Layout, which keeps them (the product page behind the
      // customer's guard: KeptProductPage.tsx).
      at('/', HomePage),
      { path: PRODUCT_PAGE, handle: ProductDetailScreen },
      at('/login', LoginPage, publicOnly),
      at('/register', RegisterPage, publicOnly),
      at('/Otp', OtpPage, publicOnly),
      at('/Keranjang', CartPage, customer),
      at('/Profile', ProfilePage, customer),
      at('/Checkout', CheckoutPage, customer),
      at('/PilihMetodePembayaran', PaymentMethodListPage, customer),
      at('/DetailMetodePembayaran', PaymentMethodDetailPage, customer),
      at('/Pembayaran', PaymentConfirmationPage, customer),
      at('/Notifikasi', NotificationsPage, customer),
      at('/FormComplain', ComplaintPage, customer),
      at('/BuktiPembayaran', ProofOfPaymentPage, customer),
      at('/LihatBuktiPengiriman', ProofOfDeliveryPage, customer),
      at('/Uploadbukti', UploadProofPage, customer),
      at('/RincianPesanan', OrderDetailPage, customer),
      at('/UploadPengajuan', UploadApplicationPage, customer),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  at('/driver', DriverLoginPage, (node) => publicOnly(driverScreen(node))),
  at('/dashboarddriver', DashboardPage, driver),
  at('/DetailDeliveryOrder', DeliveryDetailPage, driver),
  at('/UploadBuktiPenerimaan', UploadReceiptPage, driver),
  at('/LihatBuktiPenerimaan', ReceiptPage, driver),
  at('/FormReturn', ProductReturnPage, driver),
];

/**
 * The pages the gateway draws on the server (server/src/web/drawn-pages.ts) when a customer lands on
 * them from a link or a reload: their chunks (`modules`, as Vite's manifest names the sources, for the
 * page's modulepreload links) and their loading before the first render. The home page is drawn for
 * visitors too; the others only for a signed-in customer (a visitor is sent to /login). `search` is the
 * URL's query string (the profile's open tab); without one, `preload` loads every variant, as the
 * gateway's renderer, which draws them all, needs.
 */
export const DRAWN_ROUTES: Array<{
  path: string;
  visitors: boolean;
  preload: (customer: boolean, search?: string) => Promise<void>;
  modules: (customer: boolean, search: string) => Promise<string[]>;
  /**
   * Whether the page, as this query string opens it, draws no Chakra component as it is taken over (plain
   * elements: decisions 063 to 065 and 076). It then hydrates before Chakra's system is built (main.tsx).
   */
  plain: (search: string) => Promise<boolean>;
}> = [
  {
    path: '/',
    visitors: true,
    // A customer's home has New Arrivals on its first screen.
    preload: async (customer) => {
      await HomePage.preload();
      if (customer) await (await import('../features/catalog/HomePage.tsx')).NewArrivals.preload();
    },
    modules: async (customer) => ['src/features/catalog/HomePage.tsx', ...(customer ? ['src/features/catalog/NewArrivals.tsx'] : [])],
    plain: async () => true,
  },
  { path: PRODUCT_PAGE, visitors: false, preload: () => ProductDetailScreen.preload(), modules: async () => ['src/features/catalog/ProductDetailPage.tsx'], plain: async () => true },
  { path: '/Keranjang', visitors: false, preload: () => CartPage.preload(), modules: async () => ['src/features/cart/CartPage.tsx'], plain: async () => true },
  { path: '/RincianPesanan', visitors: false, preload: () => OrderDetailPage.preload(), modules: async () => ['src/features/orders/OrderDetailPage.tsx'], plain: async () => false },
  {
    path: '/Profile',
    visitors: false,
    // The page and its open tab's content, a chunk of its own (profile-tab-content.ts, loaded with the
    // page's chunk: in the entry its six imports would cost every page the lists of their chunks).
    preload: async (_customer, search) => {
      const [tabs] = await Promise.all([import('../features/profile/profile-tab-content.ts'), ProfilePage.preload()]);
      await tabs.preloadProfileTabs(search);
    },
    modules: async (_customer, search) => ['src/features/profile/ProfilePage.tsx', (await import('../features/profile/profile-tab-content.ts')).profileTabModule(search)],
    plain: async (search) => (await import('../features/profile/profile-tab-content.ts')).profileTabIsPlain(search),
  },
];

/** Every drawn page's modules: the gateway's renderer loads them once, before its first drawing. */
export async function preloadDrawnRoutes(): Promise<void> {
  await Promise.all(DRAWN_ROUTES.map((route) => route.preload(true)));
}

/**
 * The first screen's modules, loaded before the first render when the app opens on a page the
 * gateway draws (main.tsx), so the first render draws the screen rather than a spinner, and a drawn
 * page hydrates as it was drawn.
 */
export async function preloadFirstRoute(location: { pathname: string; search: string }, customer: boolean): Promise<void> {
  const route = drawnRoute(location, customer);
  if (route) await route.preload(customer, location.search);
}

const drawnRoute = (location: { pathname: string }, customer: boolean) =>
  DRAWN_ROUTES.find((r) => r.path.toLowerCase() === location.pathname.toLowerCase() && (customer || r.visitors));

/** Whether the drawn page at `location` is taken over without Chakra's system (`plain`). */
export async function firstScreenIsPlain(location: { pathname: string; search: string }, customer: boolean): Promise<boolean> {
  return (await drawnRoute(location, customer)?.plain(location.search)) ?? false;
}

/** Whether the screen at `location` can be drawn at once, its chunk loaded (ShopRouter); true for a redirect. */
export function screenReady(location: Location): boolean {
  const screen = matchRoutes(routes, location)?.at(-1)?.route.handle as Preloadable | undefined;
  return screen?.isLoaded() ?? true;
}

/**
 * The routes under main.tsx's <ShopRouter>. Not a data router (createBrowserRouter): the shop uses
 * no loaders, actions or fetchers, and the data router is about 16 KB (gzip) of the first load (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
