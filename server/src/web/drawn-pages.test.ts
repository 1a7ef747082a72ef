import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, type ClientBuild } from '../test/client-build.ts';
import { startBareGateway, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';
/** The home screen's product list query (client/src/features/catalog/home-products.ts). */
const HOME_PRODUCTS = { limit: 10, offset: 0, search: '' };

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-A346E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const EMPTY_ROOT = '<div id="root"></div>';

let build: ClientBuild | undefined;
let distDir: string;
let env: TestGateway;

beforeAll(async () => {
  build = clientBuild();
  distDir = build.dir;
  env = await startGateway({ env: { CLIENT_DIST: distDir } });
}, 120_000);

afterAll(async () => {
  await env?.close();
  build?.release();
});

/** `state`: the answers the page carries; `cart`: the cart lines it was drawn with. */
type Page = { status: number; headers: Headers; html: string; root: string; state: Array<{ queryKey: unknown[]; data: unknown }> | null; cart: unknown };

/** GET / as a phone's browser does (fetch sends accept-encoding and undoes the compression). */
async function home(browser: Browser, path = '/'): Promise<Page> {
  const res = await browser.fetch(path, { headers: { 'user-agent': PHONE_AGENT, accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? (html.includes(EMPTY_ROOT) ? '' : html);
  const json = /<script type="application\/json" id="tulus-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const drawn = json ? (JSON.parse(json) as { answers: Page['state']; cart: unknown }) : null;
  return { status: res.status, headers: res.headers, html, root, state: drawn?.answers ?? null, cart: drawn?.cart ?? null };
}

/** The files the page has the browser fetch with the entry (its modulepreload links). */
const preloads = (page: Page) => [...page.html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

/** The rules of the page's own style element (index.html's: the entry's styles, there before any script). */
const pageStyles = (page: Page) => /<style data-href="[^"]+">([\s\S]*?)<\/style>/.exec(page.html)?.[1];

/** Vite's manifest of the test's build: each chunk by the module it holds (client/vite.config.ts names the groups' modules too). */
const builtManifest = () => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The file of the build's chunk named `name` (a group's or a library's: assets/<name>-<hash>.js), if it has one. */
const chunkNamed = (manifest: ReturnType<typeof builtManifest>, name: string) => Object.values(manifest).find((c) => c.file.startsWith(`assets/${name}-`))?.file;

/** The answer the page carries for one procedure, as the browser's query cache will hold it. */
function answer(page: Page, procedure: string[]): unknown {
  const query = page.state?.find((q) => JSON.stringify(q.queryKey[0]) === JSON.stringify(procedure));
  if (!query) throw new Error(`no ${procedure.join('.')} in the page's state`);
  return query.data;
}

/** A new customer who typed this name at registration, signed in (what the drawn page shows as typed). */
async function registeredAs(name: string, email: string): Promise<Browser> {
  const browser = env.browser();
  await browser.trpc.auth.requestOtp.mutate({ nama_lengkap: name, email, password: 'Rahasia456!', confirm_password: 'Rahasia456!' });
  await browser.trpc.auth.verifyOtp.mutate({ otp: (await env.latestOtp(email))! });
  await browser.trpc.auth.login.mutate({ email, password: 'Rahasia456!' });
  return browser;
}

describe('GET / drawn on the server', () => {
  it("gives a visitor the landing page's first screen in the HTML, compressed, with the session the browser will find", async () => {
    const page = await home(env.browser());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toContain('cookie');
    expect(page.root).toContain('Ayo Daftar!');
    expect(page.root).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    // Nothing in it is styled at runtime (decision 076): its rules are the page's own, before any script.
    // Emotion's components' element is there, empty, after the global styles (emotion-styles.ts).
    expect(page.root).not.toMatch(/class="[^"]*\bcss-/);
    expect(page.html).toMatch(/<style data-emotion="css-global [^"]+" data-s="">[^<]*<\/style><style data-emotion="css " data-s=""><\/style><\/head>/);
    expect(answer(page, ['auth', 'session'])).toBeNull();
    // The scripts still load and take the page over.
    expect(page.html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it("draws a customer's home from their own name, tier prices and products, and carries those answers, no token", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const page = await home(sahabat);
    const detail = await sahabat.trpc.customer.detail.query();
    const products = await sahabat.trpc.catalog.products.query(HOME_PRODUCTS);

    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.root).toContain(`Hai, ${detail.nama_lengkap}!`);
    expect(page.root).toContain('New Arrivals');
    const newest = [...products].sort((a, b) => b.product_id - a.product_id)[0]!;
    expect(page.root).toContain(`alt="${newest.product_name}"`);
    expect(answer(page, ['auth', 'session'])).toMatchObject({ role: 'customer', email: 'sahabat@contoh.id' });
    expect(answer(page, ['customer', 'detail'])).toEqual(detail);
    expect(answer(page, ['catalog', 'products'])).toEqual(products);
    // The provider's token stays in the sealed cookie.
    expect(page.html).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(page.html).not.toContain(sahabat.jar.get('tulus_session'));
  });

  it("escapes what a customer typed: a name with markup stays text, in the HTML and in the page's answers", async () => {
    const name = 'Rina </script><script>alert(1)</script>';
    const page = await home(await registeredAs(name, 'tanda.kurung@contoh.id'));
    expect(page.root).toContain('Hai, Rina &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(answer(page, ['customer', 'detail'])).toMatchObject({ nama_lengkap: name });
  });

  it("keeps a name with a replacement pattern of String.replace ($' $& $$) as typed, in the HTML and in the page's answers", async () => {
    const name = "Rina $' $& $$ $`";
    const page = await home(await registeredAs(name, `dollar-${Date.now()}@contoh.id`));
    expect(page.root).toContain("Hai, Rina $&#x27; $&amp; $$ $`!");
    expect(answer(page, ['customer', 'detail'])).toMatchObject({ nama_lengkap: name });
    // One page: nothing of index.html copied into it by a pattern.
    expect(page.html.match(/<html/g)).toHaveLength(1);
  });

  it("draws a customer's product page from the answers its components ask for, under any spelling of its path", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const [product] = await sahabat.trpc.catalog.byIds.query({ ids: [1] });
    for (const path of ['/DetailProduk?id=1', '/detailproduk?id=1']) {
      const page = await home(sahabat, path);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.root).toContain(product!.product_name);
      // Read by the gateway because the page asked for them: the product and the footer's branches.
      expect(answer(page, ['catalog', 'byIds'])).toEqual([product]);
      expect(answer(page, ['branches', 'list'])).toEqual(await sahabat.trpc.branches.list.query());
    }
  });

  it("draws the cart's lines from the cart's cookie, and only placeholders from a cookie it did not write", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const products = await sahabat.trpc.catalog.byIds.query({ ids: [1, 5] });
    sahabat.jar.set('tulus_cart', '1x2.5x1');
    const page = await home(sahabat, '/Keranjang');
    for (const product of products) expect(page.root).toContain(product.product_name);
    expect(page.root).toContain('data-testid="cart-item-5"');
    // The browser's first render starts from the same lines (cart-store.ts, setDrawnCart).
    expect(page.cart).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);

    sahabat.jar.set('tulus_cart', '1x2.abc');
    const tampered = await home(sahabat, '/Keranjang');
    expect(tampered.root).toContain('aria-busy="true"');
    expect(tampered.root).not.toContain('data-testid="cart-item-');
  });

  it("draws the personal data tab with its map's box: the map itself loads once the browser has the page", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const page = await home(sahabat, '/Profile?tab=data_diri');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(EMPTY_ROOT);
    expect(page.root).toContain('aria-label="Peta lokasi"');
    // No part was left to the browser (a suspended boundary would be sent as <!--$!-->).
    expect(page.root).not.toContain('<!--$!-->');
    expect(page.root).not.toContain('leaflet-container');
  });

  it("preloads the drawn screen's own chunks with the entry: the profile's open tab and not the others, the landing page's in one file, each other screen's in two, a customer's home New Arrivals' file", async () => {
    const manifest = builtManifest();
    const chunk = (source: string) => manifest[source]!.file;
    const sahabat = await env.customer('sahabat@contoh.id');
    const newArrivals = chunk('src/features/catalog/NewArrivals.tsx');

    const history = preloads(await home(sahabat, '/Profile'));
    expect(history).toContain(chunk('src/features/profile/ProfilePage.tsx'));
    expect(history).toContain(chunk('src/features/orders/OrderHistory.tsx'));
    expect(history).not.toContain(chunk('src/features/addresses/AddressBook.tsx'));
    expect(history).not.toContain(chunk('src/features/cart/CartView.tsx'));

    const addresses = preloads(await home(sahabat, '/Profile?tab=alamat_saya'));
    expect(addresses).toContain(chunk('src/features/addresses/AddressBook.tsx'));
    expect(addresses).not.toContain(chunk('src/features/orders/OrderHistory.tsx'));

    // A visitor's landing page: the entry's chunks and one file for the landing route (client/vite.config.ts's
    // landing group), not a file per icon, recipe and rule it shares with other screens.
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const entryFiles = entry.imports!.map((key) => manifest[key]!.file);
    const landingFile = chunk('src/features/catalog/HomePage.tsx');
    expect(new Set(preloads(await home(env.browser())))).toEqual(new Set([...entryFiles, landingFile]));
    // A customer's home: New Arrivals' file more, which brings no other screen's file.
    expect(new Set(preloads(await home(sahabat)))).toEqual(new Set([...entryFiles, landingFile, newArrivals]));
    // The other drawn screens (client/build/drawn-screen-chunks.ts): beyond those, the file of what they
    // share and the screen's own, the profile's with its first tab's. The order history shares an icon
    // with New Arrivals, whose file holds it.
    const sharedFile = chunkNamed(manifest, 'drawn-shared');
    expect(sharedFile, 'a drawn-shared chunk in the build').toBeDefined();
    sahabat.jar.set('tulus_cart', '1x2.5x1');
    const order = await placeOrder(sahabat);
    const screens: Array<[string, string[]]> = [
      ['/DetailProduk?id=1', ['src/features/catalog/ProductDetailPage.tsx']],
      ['/Keranjang', ['src/features/cart/CartPage.tsx']],
      [`/RincianPesanan?code=${order.sales_order_code}`, ['src/features/orders/OrderDetailPage.tsx']],
      ['/Profile', ['src/features/profile/ProfilePage.tsx', 'src/features/orders/OrderHistory.tsx', 'src/features/catalog/NewArrivals.tsx']],
    ];
    for (const [path, modules] of screens) {
      expect(new Set(preloads(await home(sahabat, path))), path).toEqual(new Set([...entryFiles, landingFile, sharedFile, ...modules.map(chunk)]));
    }
  });

  it("serves the scripts of the drawn pages with V8's compile hint as their first line, and no other screen's", async () => {
    const manifest = builtManifest();
    const firstLine = async (file: string) => (await (await env.browser().fetch(`/${file}`, { headers: { 'accept-encoding': 'br, gzip' } })).text()).split('\n', 1)[0];
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const vendor = chunkNamed(manifest, 'vendor')!;
    const shared = chunkNamed(manifest, 'drawn-shared')!;
    const screens = ['catalog/HomePage', 'catalog/NewArrivals', 'catalog/ProductDetailPage', 'cart/CartPage', 'orders/OrderDetailPage', 'profile/ProfilePage', 'orders/OrderHistory'];
    for (const file of [entry.file, vendor, shared, ...screens.map((screen) => manifest[`src/features/${screen}.tsx`]!.file)]) {
      expect(await firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
    }
    for (const screen of ['auth/LoginPage', 'checkout/CheckoutPage', 'driver/DashboardPage']) {
      const file = manifest[`src/features/${screen}.tsx`]!.file;
      expect(await firstLine(file), file).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('preloads neither the toasts nor a dialog on any drawn page: they load once the page is idle', async () => {
    const manifest = builtManifest();
    // The toasts' and the yes/no dialog's modules (client/src/layout/notify.ts, ConfirmDialog.tsx), and
    // the chunks of Chakra's portal and dialog they bring.
    const idleOnly = [manifest['src/layout/toaster.tsx']!.file, manifest['src/layout/ConfirmDialogView.tsx']!.file];
    for (const name of ['portal', 'dialog']) {
      const chunk = chunkNamed(manifest, name);
      expect(chunk, `a ${name} chunk in the build`).toBeDefined();
      idleOnly.push(chunk!);
    }
    const sahabat = await env.customer('sahabat@contoh.id');
    sahabat.jar.set('tulus_cart', '1x2.5x1');
    const order = await placeOrder(sahabat);
    const paths = ['/', '/DetailProduk?id=1', '/Keranjang', `/RincianPesanan?code=${order.sales_order_code}`, '/Profile'];
    for (const tab of ['data_diri', 'alamat_saya', 'keranjang', 'voucher_saya', 'pengajuan']) paths.push(`/Profile?tab=${tab}`);
    const pages = [await home(env.browser())];
    for (const path of paths) pages.push(await home(sahabat, path));
    for (const [i, page] of pages.entries()) {
      expect(page.root, `${paths[i - 1] ?? 'landing'} drawn`).not.toBe('');
      for (const file of idleOnly) expect(preloads(page), `${paths[i - 1] ?? 'landing'}`).not.toContain(file);
    }
  });

  it("draws every page's top bar and footer, and the product cards and photo, as plain elements, styled by the page's own CSS and not at runtime", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const pages = { landing: await home(env.browser()), home: await home(sahabat), product: await home(sahabat, '/DetailProduk?id=1'), profile: await home(sahabat, '/Profile') };
    for (const [name, page] of Object.entries(pages)) {
      const header = /<header[\s\S]*?<\/header>/.exec(page.root)?.[0];
      const footer = /<footer[\s\S]*?<\/footer>/.exec(page.root)?.[0];
      expect(header, `${name}: the top bar`).toMatch(/^<header class="top-bar">/);
      expect(footer, `${name}: the footer`).toMatch(/^<footer class="site-footer later-section" style="--later-phone:620px;--later-wide:240px">/);
      // An Emotion class (css-<hash>) is an element Chakra styles at runtime, in the browser too as the page hydrates.
      expect(header, `${name}: the top bar`).not.toMatch(/class="[^"]*\bcss-/);
      expect(footer, `${name}: the footer`).not.toMatch(/class="[^"]*\bcss-/);
      // Their rules are in the page before any script (index.html's own style element).
      expect(pageStyles(page), name).toMatch(/\.top-bar__row\{[^<]*\.site-footer__link\{/);
      expect(pageStyles(page), name).toMatch(/:where\(\.stretched-link\):before\{/);
    }
    // Each card of the home page, up to its price, and the product page's photo.
    const cards = [...pages.home.root.matchAll(/<div class="product-card">([\s\S]*?)class="product-card__price"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const card of cards) expect(card).not.toMatch(/class="[^"]*\bcss-/);
    expect(pages.product.root).toMatch(/<div class="product-photo"><img [^>]*class="product-photo__image"/);
  });

  it("draws the frame around every screen, the home page's sections (a visitor's and a customer's) and the profile's menu, card and order history as plain elements styled by the page's own CSS", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const pages = { landing: await home(env.browser()), home: await home(sahabat), profile: await home(sahabat, '/Profile') };
    for (const [name, page] of Object.entries(pages)) {
      expect(page.root, name).toMatch(/<div class="site-frame" style="padding-bottom:0"><a href="#konten" class="skip-link">/);
      expect(page.root, name).toContain('<main id="konten" class="site-main">');
    }
    for (const [name, page] of [['landing', pages.landing], ['home', pages.home]] as const) {
      const main = /<main id="konten"[\s\S]*<\/main>/.exec(page.root)?.[0];
      expect(main, `${name}: the hero`).toContain('<section aria-labelledby="hero-title" class="hero');
      // An Emotion class (css-<hash>) is an element Chakra styles at runtime, in the browser too as the page hydrates.
      expect(main, name).not.toMatch(/class="[^"]*\bcss-/);
      // Their rules are in the page before any script (index.html's own style element).
      for (const rule of ['.site-main{', '.hero__title{', '.new-arrivals__row{', '.full-products__grid{']) expect(pageStyles(page), rule).toContain(rule);
    }
    // A customer's New Arrivals is on the first screen, so it is drawn.
    expect(pages.home.root).toContain('<ul id="new-arrivals-list" class="snap-row new-arrivals__row"');
    // The profile's menu (the shop's tabs) and the card the open tab is in, up to its heading.
    const menu = /<nav aria-label="Menu profil" class="profile-menu"[\s\S]*?<\/nav>/.exec(pages.profile.root)?.[0];
    const card = /<div class="card"><div class="card__body profile-card__body">[\s\S]*?<\/h1>/.exec(pages.profile.root)?.[0];
    expect(menu, 'the profile menu').toContain('class="tabs__trigger profile-menu__tab"');
    expect(card, 'the profile card').toContain('<h1 class="heading heading--lg profile-card__title">Riwayat Transaksi</h1>');
    for (const part of [menu, card]) expect(part).not.toMatch(/class="[^"]*\bcss-/);
    for (const rule of [':where(.tabs__trigger){', '.profile-menu__tab{', '.profile-card__title{']) expect(pageStyles(pages.profile), rule).toContain(rule);
    // Nor the order history, the profile's first tab: the drawn profile has no Emotion style left.
    expect(pages.profile.root).not.toMatch(/class="[^"]*\bcss-/);
    expect(pages.profile.html).toContain('<style data-emotion="css " data-s=""></style></head>');
    // A page with parts Chakra still styles at runtime (an order's detail) carries their styles, so its first
    // paint is styled before any script runs: in one element at the end of the head, where the browser's
    // Emotion leaves them (emotion-styles.ts), none in the page.
    sahabat.jar.set('tulus_cart', '1x2.5x1');
    const order = await home(sahabat, `/RincianPesanan?code=${(await placeOrder(sahabat)).sales_order_code}`);
    expect(order.root).toMatch(/class="[^"]*\bcss-/);
    expect(order.html).toMatch(/<style data-emotion="css [\w ]+" data-s="">[^<]+<\/style><\/head>/);
    expect(order.root).not.toContain('<style data-emotion="css ');
  });

  it("draws the product page's own part, its quantity stepper and its action bar, and the cart's steppers and bar, as plain elements styled by the page's own CSS", async () => {
    // A member: the page lists the member's prices per quantity too.
    const member = await env.customer('member@contoh.id');
    const product = await home(member, '/DetailProduk?id=5');
    const part = /<div class="product-page">[\s\S]*<\/main>/.exec(product.root)?.[0];
    expect(part, 'the product page').toBeDefined();
    for (const drawn of ['class="heading heading--2xl product-page__name"', 'class="product-page__price"', 'class="tier-prices"', 'class="quantity-stepper quantity-stepper--in-line"', 'class="action-bar action-bar--inline-md"', 'class="bar-total"', 'class="button button--lg button--solid palette-brand product-page__add"'])
      expect(part, drawn).toContain(drawn);
    // An Emotion class (css-<hash>) is an element Chakra styles at runtime, in the browser too as the page hydrates.
    expect(part).not.toMatch(/class="[^"]*\bcss-/);

    member.jar.set('tulus_cart', '1x2.5x1');
    const cart = await home(member, '/Keranjang');
    const steppers = [...cart.root.matchAll(/<div class="quantity-stepper quantity-stepper--in-line">([\s\S]*?)<\/div>/g)].map((m) => m[1]);
    expect(steppers).toHaveLength(2);
    for (const stepper of steppers) expect(stepper).not.toMatch(/class="[^"]*\bcss-/);
    expect(cart.root).toMatch(/<div data-testid="action-bar" class="action-bar action-bar--inline-lg action-bar--summary-on-wide"/);

    // Their rules are in the page before any script (index.html's own style element).
    for (const page of [product, cart]) {
      const styles = pageStyles(page);
      for (const rule of [':where(.button){', '.quantity-stepper__input--in-line{', '.action-bar__action{', '.bar-total__amount{', '.product-page__name{', ':where(.heading--2xl){', '.tier-prices__step{']) expect(styles, rule).toContain(rule);
    }
  });

  it("draws the cart's list, each line with its box, and the total with Checkout as plain elements styled by the page's own CSS", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    sahabat.jar.set('tulus_cart', '1x2.5x1');
    const cart = await home(sahabat, '/Keranjang');
    const list = /<div class="cart">[\s\S]*<\/main>/.exec(cart.root)?.[0];
    expect(list, 'the cart').toBeDefined();
    const lines = [...list!.matchAll(/<div class="cart-line" data-testid="cart-item-\d+">/g)];
    expect(lines).toHaveLength(2);
    for (const drawn of ['<label class="checkbox palette-brand checkbox--thumb cart__select-all">', '<label class="checkbox palette-brand checkbox--thumb cart-line__check">', 'class="checkbox__control" data-part="control" data-state="unchecked"', 'class="cart-line__subtotal-amount"', 'class="cart-summary__total" data-testid="cart-total"', 'class="button button--lg button--solid palette-brand cart-summary__checkout"'])
      expect(list, drawn).toContain(drawn);
    // An Emotion class (css-<hash>) is an element Chakra styles at runtime, in the browser too as the page hydrates.
    expect(list).not.toMatch(/class="[^"]*\bcss-/);
    // Their rules are in the page before any script (index.html's own style element).
    const styles = pageStyles(cart);
    for (const rule of [':where(.checkbox__input:checked~.checkbox__control){', '.cart-line--selected{', '.cart-summary__total{']) expect(styles, rule).toContain(rule);
  });

  it('sends the page undrawn to a driver, and on every other path', async () => {
    const driver = await env.driver();
    const driverHome = await home(driver);
    expect(driverHome.status).toBe(200);
    expect(driverHome.html).toContain(EMPTY_ROOT);
    expect(driverHome.state).toBeNull();

    const cart = await home(env.browser(), '/Keranjang');
    expect(cart.html).toContain(EMPTY_ROOT);
    expect(cart.state).toBeNull();
    // Compressed, with the drawn path's Vary (the page depends on who asks), and without the visitor's
    // hero picture, which only the landing page shows.
    expect(cart.headers.get('content-encoding')).toBe('br');
    expect(cart.headers.get('vary')).toContain('cookie');
    expect(cart.html).not.toContain('hero-bottles');
  });

  it('does not serve the server-render bundle to browsers', async () => {
    const res = await env.browser().fetch('/server/render.mjs');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(EMPTY_ROOT);
  });
});

describe('GET / when the provider fails', () => {
  let silent: Server;
  const held = new Set<Socket>();
  beforeAll(async () => {
    // A provider that accepts the connection and never answers.
    silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  /** The same customer's cookie at a second gateway (same session secret) whose provider is `providerUrl`. */
  async function homeVia(providerUrl: string) {
    const signedIn = await env.customer('member@contoh.id');
    const other = await startBareGateway(providerUrl, { env: { CLIENT_DIST: distDir } });
    try {
      const browser = other.browser();
      browser.jar.set('tulus_session', signedIn.jar.get('tulus_session')!);
      const started = Date.now();
      const page = await home(browser);
      return { page, ms: Date.now() - started };
    } finally {
      // The gateway's close waits for its provider calls: the silent provider's connections end here.
      for (const socket of held) socket.destroy();
      await other.close();
    }
  }

  it('draws the frame at once when the provider is unreachable, without the answers it could not get: the browser asks for those itself and shows its own error', async () => {
    const { page } = await homeVia('http://127.0.0.1:1');
    expect(page.status).toBe(200);
    expect(page.root).toContain('aria-label="Navigasi utama"');
    expect(page.root).not.toContain('Rina');
    // Only the session (from the cookie); nothing the provider would have answered.
    expect(page.state?.map((q) => (q.queryKey[0] as string[]).join('.'))).toEqual(['auth.session']);
  });

  it("does not wait for a provider that never answers: the undrawn page goes out long before the provider's own timeout", async () => {
    const { page, ms } = await homeVia(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(EMPTY_ROOT);
    // PROVIDER_HEADERS_TIMEOUT_MS is 10 s; the home page gives the provider 1.5 s.
    expect(ms).toBeLessThan(5_000);
  });
});
