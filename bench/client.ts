/**
 * Part 3, the web client: bytes per screen from the build (client-bundle.ts) and the
 * screens in a throttled Chromium (client-vitals.ts), against the real gateway serving the
 * built client (client/dist; `npm run build` first) and the mock provider.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, readBundle, type Sizes } from './client-bundle.ts';
import { launch, returningCustomer, vitals, type Vitals } from './client-vitals.ts';
import { neededRecipes } from './support/chakra-recipes.ts';
import { ROOT, startGateway, startProvider, type Service } from './support/processes.ts';
import { markdownTable, type PartResult, type Row } from './support/report.ts';
import { gatewayLogin } from './support/shop.ts';
import { kb, round } from './support/stats.ts';

const RUNS = 3;
const BUDGET_JS_GZIP = 170 * 1024;
const BUDGET_LCP_MS = 2500;
const BUDGET_CLS = 0.1;

/**
 * Recipes the client's Chakra components need that its system (client/src/theme/system.ts, which
 * carries only the recipes in use) lacks: such a component would render unstyled, without an error.
 */
async function missingRecipes(): Promise<string[]> {
  type System = { _config: { theme?: { recipes?: object; slotRecipes?: object } } };
  const { system } = (await import(pathToFileURL(join(ROOT, 'client/src/theme/system.ts')).href)) as { system: System };
  const present = new Set([...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})]);
  const { recipes, slotRecipes } = (await import('@chakra-ui/react/theme')) as { recipes: object; slotRecipes: object };
  const exists = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
  return [...neededRecipes()].filter(([key]) => exists.has(key) && !present.has(key)).map(([key, names]) => `${key} (${names.join(', ')})`);
}

const bytes = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;

export async function clientBench(log: (line: string) => void): Promise<PartResult> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} is missing: run \`npm run build\` before the bench`);
  const bundle = readBundle();
  const missing = await missingRecipes();
  const services: Service[] = [];
  const pages: Array<{ screen: string; path: string; signedIn: boolean; result?: Vitals & { all: Vitals[] } }> = [
    { screen: 'landing (visitor, /)', path: '/', signedIn: false },
    { screen: 'home (customer, /)', path: '/', signedIn: true },
  ];
  try {
    const provider = await startProvider();
    services.push(provider);
    const gateway = await startGateway(provider.url, {
      CLIENT_DIST: DIST,
      PROVIDER_PUBLIC_URL: provider.url,
      // No tiles from the internet here; an unroutable URL keeps a map honest about that.
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    });
    services.push(gateway);
    const cookie = await gatewayLogin(gateway.url);
    const browser = await launch();
    try {
      const customer = await returningCustomer(browser, `${gateway.url}/`, cookie);
      for (const page of pages) {
        log(`client: ${page.screen}, ${RUNS} cold loads`);
        page.result = await vitals(browser, `${gateway.url}${page.path}`, RUNS, page.signedIn ? customer : undefined);
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const service of services.reverse()) await service.stop();
  }

  const landing = bundle.screens[0]!;
  const rows: Row[] = [
    { metric: 'landing page first-load JS (gzip)', value: kb(landing.js.gzip), budget: `<= ${kb(BUDGET_JS_GZIP)}`, pass: landing.js.gzip <= BUDGET_JS_GZIP },
    {
      metric: 'Leaflet only in map screens\' chunks',
      value: bundle.leafletScreens.length ? `in ${bundle.leafletFiles.join(', ')}; loaded by ${bundle.leafletScreens.map((s) => s.split('/').pop()).join(', ')}` : 'in no chunk',
      budget: 'not in entry, landing, home, checkout',
      pass: bundle.entry.leaflet.length === 0 && bundle.screens.every((s) => s.leaflet.length === 0),
    },
  ];
  rows.push({
    metric: 'Chakra components without their recipe',
    value: missing.length ? missing.join('; ') : 'none',
    budget: 'none (else unstyled)',
    pass: missing.length === 0,
  });
  for (const page of pages) {
    const r = page.result!;
    rows.push({ metric: `${page.screen} LCP (4x CPU, slow 4G)`, value: `${Math.round(r.lcp)} ms`, budget: `<= ${BUDGET_LCP_MS} ms`, pass: r.lcp <= BUDGET_LCP_MS });
    rows.push({ metric: `${page.screen} CLS`, value: String(round(r.cls, 3)), budget: `<= ${BUDGET_CLS}`, pass: r.cls <= BUDGET_CLS });
    rows.push({ metric: `${page.screen} total blocking time`, value: `${Math.round(r.tbt)} ms` });
    rows.push({ metric: `${page.screen} app works (its first render)`, value: `${Math.round(r.firstRender)} ms` });
  }

  const details = [
    `JS and CSS per screen (raw / gzip -9 / brotli q11), the entry chunk's static imports plus the screen's lazy chunk and its`,
    `static imports, from ${DIST.startsWith(ROOT) ? relative(ROOT, DIST) : DIST}/.vite/manifest.json (${bundle.chunkCount} JS chunks in the build):`,
    '',
    markdownTable(
      ['screen', 'JS raw / gzip / brotli', 'CSS raw / gzip / brotli', 'files'],
      [...bundle.screens.map((s) => [s.screen, bytes(s.js), bytes(s.css), s.files.length]), ['(entry alone, every screen)', bytes(bundle.entry.js), bytes(bundle.entry.css), bundle.entry.files]],
    ),
    '',
    `Chromium (Debian's, headless, playwright-core), 412x823 at 1.75x, CPU slowed ${4}x and the network at 150 ms, 1.6 Mbps`,
    `down, 750 kbps up (CDP); a fresh profile per load, so nothing is cached (the customer's holds only the session cookie and`,
    `the localStorage the app itself wrote on an earlier visit, as a returning customer's phone does); medians of ${RUNS} loads. LCP is the last`,
    'largest-contentful-paint entry once the page has settled (no fetch and no long task for 2 s); CLS the largest session window of',
    'layout shifts; total blocking time the sum over long tasks after first contentful paint of their time past 50 ms; "app',
    'works" the app\'s own mark once its first render is on screen (client main.tsx): before it, a page the gateway drew shows but',
    'its buttons do nothing yet (its links work as plain links).',
    'Bytes transferred are what the gateway actually sent (resource timing transferSize: compressed if it compressed).',
    '',
    markdownTable(
      ['screen', 'LCP ms', 'LCP element', 'FCP ms', 'app works ms', 'CLS', 'largest shift', 'TBT ms', 'JS transferred', 'CSS transferred', 'requests', 'LCP of each load'],
      pages.map((p) => {
        const r = p.result!;
        return [p.screen, Math.round(r.lcp), r.lcpElement, Math.round(r.fcp), Math.round(r.firstRender), round(r.cls, 3), r.worstShift || 'none', Math.round(r.tbt), kb(r.jsTransferred), kb(r.cssTransferred), r.requests, r.all.map((v) => Math.round(v.lcp)).join(', ')];
      }),
    ),
  ].join('\n');
  return { name: 'client', title: '3. Web client', rows, details };
}
