/**
 * The worker thread that draws a page (web/drawn-pages.ts runs it through a piscina pool): a
 * customer's page takes tens of milliseconds of React and Chakra rendering, which on the gateway's
 * event loop would hold up every other request for that long (docs/decisions/009-own-render-pipeline.md). Here it also fills
 * index.html and compresses the result, and hands the bytes back without a copy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { move, workerData } from 'piscina';
import type { CartLine } from '@tulus/shared/rules/cart-cookie';
import type { DrawnAnswer, PageRenderer, QueryCall } from './page-renderer.ts';
import { emotionStylesToHead } from './emotion-styles.ts';
import { HELD_TAP_SCRIPT } from './held-tap.ts';
import { encode, type Encoding } from './page-encoding.ts';
import { withHeroPreloadWhereShown } from './undrawn-page.ts';

/** The client build's server-render bundle (client/vite.config.ts, SERVER_RENDER_DIR). */
export const RENDERER_PATH = 'server/render.mjs';
/** The id main.tsx reads the drawn page's answers from (client/src/app/providers.tsx, FIRST_SCREEN_STATE_ID). */
const STATE_ID = 'tulus-state';
const ROOT = '<div id="root"></div>';
/** React's mark, in renderToString's HTML, of a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * Draw `url` from `answers`. Unless `last`, a drawing that asked for queries it had no answer to
 * returns those ({ wanted }) for the gateway to read and ask again; else the page, encoded.
 */
export type RenderTask = { url: string; answers: DrawnAnswer[]; customer: boolean; slidesPerPage: number; cart: CartLine[] | null; encoding: Encoding; last: boolean };
export type RenderResult = ArrayBuffer | { wanted: QueryCall[] };
/** The client build's folder, and its index.html as the gateway read it (the page the drawing fills). */
export type RenderWorkerData = { root: string; template: string };

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
/** The renderer, the build's manifest and the entry's chunk files (the same for every page). */
let loading: Promise<{ renderer: PageRenderer; manifest: Manifest; entryChunks: ReadonlySet<string> }> | undefined;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/** The chunk files these manifest keys need, their own and every chunk they import, added to `into`. */
function chunksOf(manifest: Manifest, keys: string[], into: Set<string>): Set<string> {
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return into;
}

/**
 * The page's modulepreload links: the entry's chunks and those of the drawn screen's modules
 * (`sources`) and their imports, which the browser then fetches with the entry instead of after it
 * has run. index.html names the entry's and the landing page's (client/vite.config.ts): on another
 * drawn page the landing's are dropped, so that a phone's few kilobytes a second go to the page's own.
 */
function withModulePreloads(page: string, manifest: Manifest, entryChunks: ReadonlySet<string>, sources: string[]): string {
  const wanted = chunksOf(manifest, sources, new Set(entryChunks));
  const named = new Set<string>();
  const kept = page.replace(MODULE_PRELOAD, (link, file: string) => {
    named.add(file);
    return wanted.has(file) ? link : '';
  });
  const added = [...wanted]
    .filter((file) => !named.has(file) && !page.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return kept.replace('</head>', `${added}</head>`);
}

/** The renderer and the build's manifest, loaded on the first task (piscina has no start hook; no top-level await for require()). */
function load() {
  loading ??= (async () => {
    const { root, template } = workerData as RenderWorkerData;
    if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
    // Vite's manifest of the browser's build (build.manifest in client/vite.config.ts): which chunks a module needs.
    const manifest = JSON.parse(readFileSync(resolve(root, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryChunks = chunksOf(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry), new Set());
    const { renderer } = (await import(pathToFileURL(resolve(root, RENDERER_PATH)).href)) as { renderer: PageRenderer };
    await renderer.preload();
    return { renderer, manifest, entryChunks };
  })();
  return loading;
}

/** No task: loads the renderer (the gateway warms the pool at start). Else what the task says. */
export default async function render(task: RenderTask | null): Promise<RenderResult | null> {
  const { renderer, manifest, entryChunks } = await load();
  const { template } = workerData as RenderWorkerData;
  if (!task) return null;
  const { html, state, wanted } = renderer.renderPage(task.url, task.answers, { slidesPerPage: task.slidesPerPage, cart: task.cart });
  if (!task.last && wanted.length > 0) return { wanted };
  // A part that suspended on the server (a lazy component not loaded there; the profile's map waits for the browser for this reason)
  // is left for the browser to render, and React reports that as a failed hydration (error 419) and
  // redraws it: the whole page goes out undrawn instead (drawn-pages.ts sends index.html on any error).
  if (html.includes(CLIENT_RENDERED)) throw new Error(`${task.url}: a part of the page suspended on the server; sent undrawn`);
  // Inside <script type="application/json"> only '<' could end the element early.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  // The held-tap script before the drawn HTML: a tap on it before the app runs is kept for the app (held-tap.ts).
  // The head first (index.html's own links), then the drawn page in it.
  let page = withModulePreloads(template, manifest, entryChunks, await renderer.firstScreenModules(task.url, task.customer));
  const pathname = new URL(task.url, 'http://page').pathname;
  page = withHeroPreloadWhereShown(page, pathname, task.customer);
  // A function, not a string: in a replacement string `$'`, `$&` and `$$` are patterns, and a name a
  // customer typed with them copied parts of index.html into the page and its JSON.
  // The components' styles last in the head, where the browser's Emotion leaves them (emotion-styles.ts).
  const drawn = emotionStylesToHead(html);
  page = page.replace('</head>', () => `${drawn.style}</head>`);
  page = page.replace(ROOT, () => `<script>${HELD_TAP_SCRIPT}</script><div id="root">${drawn.html}</div><script type="application/json" id="${STATE_ID}">${json}</script>`);
  const body = encode(page, task.encoding);
  // A Buffer from zlib may be a view into a larger pooled buffer: copy it into one of its own to move it.
  const own = new Uint8Array(body);
  return move(own.buffer) as ArrayBuffer;
}
