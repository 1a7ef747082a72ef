/**
 * Part 3a, what the web client's screens load: the JS and CSS of each screen, read from
 * Vite's build manifest (client/dist/.vite/manifest.json) by following the entry's and the
 * screen's chunk's static imports, with their sizes raw, gzip (level 9) and brotli (quality
 * 11, as precompressed files are made); and which chunks hold Leaflet (from the source maps).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './support/processes.ts';

/** The build measured: client/dist, or BENCH_CLIENT_DIST (an absolute path) to measure a build made elsewhere. */
export const DIST = process.env.BENCH_CLIENT_DIST ?? join(ROOT, 'client/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

export type Sizes = { raw: number; gzip: number; brotli: number };
export type ScreenBytes = { screen: string; js: Sizes; css: Sizes; files: string[]; leaflet: string[] };

/** The screens measured: the route's lazy chunk (client/src/app/routes.tsx) on top of the entry. */
export const SCREENS = [
  { screen: 'landing (visitor, /)', route: 'src/features/catalog/HomePage.tsx' },
  { screen: 'home (customer, /)', route: 'src/features/catalog/HomePage.tsx' },
  { screen: 'checkout (/Checkout)', route: 'src/features/checkout/CheckoutPage.tsx' },
] as const;

/** Screens that show a map; only their chunks may carry Leaflet. */
export const MAP_SCREENS = ['src/features/profile/ProfilePage.tsx'];

const sizeCache = new Map<string, Sizes>();
function sizes(file: string): Sizes {
  const known = sizeCache.get(file);
  if (known) return known;
  const bytes = readFileSync(join(DIST, file));
  const result = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
  };
  sizeCache.set(file, result);
  return result;
}

const sum = (files: string[]): Sizes =>
  files.map(sizes).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

function closure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** JS files whose source map names a Leaflet source (leaflet itself or react-leaflet). */
function leafletFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || !existsSync(join(DIST, `${chunk.file}.map`))) continue;
    const map = JSON.parse(readFileSync(join(DIST, `${chunk.file}.map`), 'utf8')) as { sources: string[] };
    if (map.sources.some((s) => /node_modules\/(react-leaflet|leaflet|@react-leaflet)\//.test(s))) files.add(chunk.file);
  }
  return files;
}

export function readBundle() {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: build the client first (npm run build)`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const leaflet = leafletFiles(manifest);
  // The entry's styles are written into index.html (client/vite.config.ts): their bytes come with the page, not as a file of their own.
  const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
  const fetched = (files: string[]) => files.filter((file) => !(manifest[entryKey]!.css ?? []).includes(file) || indexHtml.includes(file));
  const screens: ScreenBytes[] = SCREENS.map(({ screen, route }) => {
    const { js, css } = closure(manifest, [entryKey, route]);
    return { screen, js: sum(js), css: sum(css), files: fetched([...js, ...css]), leaflet: js.filter((f) => leaflet.has(f)) };
  });
  const entry = closure(manifest, [entryKey]);
  // Which lazy screens pull a Leaflet chunk in with their static imports.
  const leafletScreens = Object.entries(manifest)
    .filter(([, chunk]) => chunk.src && (chunk as { isDynamicEntry?: boolean }).isDynamicEntry)
    .filter(([key]) => closure(manifest, [key]).js.some((f) => leaflet.has(f)))
    .map(([key]) => key);
  return {
    screens,
    entry: { js: sum(entry.js), css: sum(entry.css), files: fetched([...entry.js, ...entry.css]).length, leaflet: entry.js.filter((f) => leaflet.has(f)) },
    leafletFiles: [...leaflet],
    leafletScreens,
    chunkCount: Object.values(manifest).filter((c) => c.file.endsWith('.js')).length,
  };
}
