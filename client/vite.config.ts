import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { chakraGlobalCssAtBuild } from './build/chakra-global-css.ts';
import { chakraSystemInSteps } from './build/chakra-system-in-steps.ts';
import { chakraMemoAtBuild } from './build/chakra-memo.ts';
import { pureAnatomiesAtBuild } from './build/pure-anatomies.ts';
import { chakraRecipeModules } from './build/chakra-recipe-modules.ts';
import { pureRecipesAtBuild } from './build/pure-recipes.ts';
import { emotionSheetInPlace } from './build/emotion-sheet-in-place.ts';
import { emotionRulesInUnreadSheet } from './build/emotion-rules-in-unread-sheet.ts';
import { inlineStylesCountAsLoaded } from './build/inline-styles-count-as-loaded.ts';
import { drawnScreenChunks } from './build/drawn-screen-chunks.ts';
import { compileHints } from './build/compile-hints.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';
import { serviceWorkerSource } from './build/service-worker-source.ts';

// In development Vite serves the client and forwards API calls to the gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const outDir = 'dist';

/** The route every visitor lands on (client/src/app/routes.tsx): its lazy chunk is fetched with the entry, not after it. */
const LANDING_ROUTE = 'src/features/catalog/HomePage.tsx';
const LANDING_MODULE = fileURLToPath(new URL(LANDING_ROUTE, import.meta.url));

/**
 * Chakra's Link and Badge: the entry no longer draws them (the top bar and the footer are plain
 * elements, docs/decisions/063-plain-frame-and-product-cards.md), and the screens that do are lazy.
 * Left to the groups, they went with the first drawn screen's file that uses them (the order page's), which the
 * profile, the login and the other screens with a link or a badge then fetched for them. With the
 * landing file, which every page loads with the entry, they cost what they did in the entry. The same
 * for Chakra's Grid and SimpleGrid since the home page's sections are plain (decision 076): left to the
 * groups, they went with the product page's file, which the order page then fetched.
 */
const SHARED_BY_SCREENS = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](link|badge|grid|simple-grid)[\\/]/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build; the gateway
 * serves them to browsers that accept them (@fastify/static's preCompressed). Compressing once
 * at build time allows the slowest, smallest settings.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let root = resolve(outDir);
  return {
    name: 'tulus-precompress',
    apply: 'build',
    // The build's own output directory (`vite build --outDir elsewhere` included).
    configResolved(config) {
      root = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(root, { recursive: true }))
        .filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f) && !f.startsWith('.vite') && !f.startsWith(`${SERVER_RENDER_DIR}${sep}`))
        .map((f) => join(root, f));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          await writeFile(`${file}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
          await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Adds modulepreload links for the landing route's lazy chunk and its imports to index.html, so
 * the browser fetches them alongside the entry instead of one round trip after the entry has run.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'tulus-preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // The landing group's chunk (below), which holds the route's module with others.
        const landing = chunks.find((c) => c.moduleIds.includes(LANDING_MODULE));
        const entry = chunks.find((c) => c.isEntry);
        if (!landing || !entry) return html;
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const next of byName.get(start)?.imports ?? []) closure(next, into);
          return into;
        };
        const loaded = closure(entry.fileName);
        const files = [...closure(landing.fileName)].filter((file) => !loaded.has(file));
        return {
          html,
          tags: files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}

/**
 * Vite's manifest names a chunk by the module it was made for (its `src`). A chunk of a group
 * (build.rolldownOptions below) was made for a group, and the lazily imported modules it holds (the
 * landing route, the drawn screens) have no name in it. This adds each of them as a name of the chunk
 * holding it, since the gateway (the drawn page's modulepreloads) and the bench look a screen's chunks
 * up by its module.
 */
function lazyModulesInManifest(): Plugin {
  let root = '';
  let manifestFile = '';
  const holders = new Map<string, string>();
  return {
    name: 'tulus-lazy-modules-in-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      manifestFile = resolve(config.root, config.build.outDir, '.vite/manifest.json');
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) if (this.getModuleInfo(id)?.dynamicImporters.length) holders.set(relative(root, id).split(sep).join('/'), file.fileName);
      }
    },
    // After the files are written: Vite writes its manifest after every plugin's generateBundle.
    async writeBundle() {
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
      const chunks = Object.values(manifest);
      for (const [src, file] of holders) {
        if (manifest[src]) continue;
        const chunk = chunks.find((c) => c.file === file);
        if (!chunk) this.error(`the manifest has no chunk holding ${src}`);
        manifest[src] = { ...chunk, src, isDynamicEntry: true };
      }
      if (!manifest[LANDING_ROUTE]) this.error(`the manifest has no chunk holding ${LANDING_ROUTE}`);
      await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * Writes the entry's stylesheet (a few hundred bytes: the skip link, the root's scrollbar gutter, the
 * safe-area padding) into index.html instead of linking it. A linked stylesheet holds the first paint
 * until it arrives: one more round trip after the page itself, 150 ms and more on a phone's network,
 * for a drawn page that has everything else it needs to paint (docs/decisions/053-entry-styles-in-the-page.md).
 */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
function entryStylesInPage(): Plugin {
  return {
    name: 'tulus-entry-styles-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const file = ENTRY_STYLESHEET.exec(html)?.[1];
        const sheet = file ? bundle?.[file] : undefined;
        if (!file || sheet?.type !== 'asset') return html;
        // A function: a `$` in the styles is not a replacement pattern. `data-href`: where the styles
        // come from, for Vite's preloading to count them as loaded (build/inline-styles-count-as-loaded.ts).
        return html.replace(ENTRY_STYLESHEET, () => `<style data-href="/${file}">${String(sheet.source).trim()}</style>`);
      },
    },
  };
}

/** The drawn screens' groups rank below the landing group (3); a negative rank took modules from the vendor group in a build. */
const drawnScreens = drawnScreenChunks(1);

/** Where in the build the gateway finds the server-render bundle; the gateway does not serve this folder. */
const SERVER_RENDER_DIR = 'server';

/**
 * Builds client/src/server-render/render.tsx for Node into dist/server/render.mjs, after the browser's
 * build: the gateway draws the home page with it (LCP; docs/decisions/002-server-drawn-home-page.md). Every library is bundled in, so the
 * gateway's image, which has no React, can run it.
 */
function serverRenderBundle(): Plugin {
  let root = process.cwd();
  let out = resolve(outDir);
  let sourcemap: boolean | 'inline' | 'hidden' = true;
  let production = true;
  return {
    name: 'tulus-server-render',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      out = resolve(config.root, config.build.outDir);
      sourcemap = config.build.sourcemap;
      production = config.isProduction;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        plugins: [reactRouterProductionBuild(), react(), reactCompiler(), chakraGlobalCssAtBuild(), chakraSystemInSteps(), chakraMemoAtBuild(), pureAnatomiesAtBuild(), pureRecipesAtBuild(), chakraRecipeModules(), emotionSheetInPlace(), emotionRulesInUnreadSheet()],
        // With every library bundled, the build decides between React's production and development code,
        // as for the browser's bundle (development only when NODE_ENV says so, as in the tests' builds).
        define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/server-render/render.tsx',
          outDir: join(out, SERVER_RENDER_DIR),
          emptyOutDir: true,
          sourcemap,
          minify: true,
          // .mjs: Node reads them as ES modules wherever the build is put (no package.json with "type" needed).
          rolldownOptions: { output: { entryFileNames: 'render.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
        },
      });
    },
  };
}

/**
 * React Compiler (docs/decisions/019-react-compiler.md): it memoizes each component's elements and
 * values, so a tap that changes one piece of state re-renders what depends on it, not the whole
 * screen (opening a checkout picker re-rendered the whole checkout page). The rules it relies on are
 * the ones ESLint's react-hooks plugin already enforces.
 */
const reactCompiler = () => babel({ presets: [reactCompilerPreset()] });

/** Public files not kept for offline use: the home page's video is large and not part of the shell. */
const NOT_IN_SHELL = /\.(webm|mp4)$/;

/**
 * Writes dist/sw.js from service-worker.js with this build's app shell: index.html, every script
 * and style of the build and the public pictures, icons and manifest (about 490 KB as the gateway
 * sends them, fetched after the first visit but for what that visit's page already fetched). Its
 * BUILD_ID is a hash of all of them, so any change gives a new sw.js, which the browser installs in
 * place of the old one; its install fetches only the files whose names the kept build has not got
 * (decision 087).
 */
function serviceWorker(): Plugin {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'tulus-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const built = Object.keys(bundle)
        .filter((file) => /\.(js|css|svg|png|webp|woff2?)$/.test(file) && !file.startsWith('.vite'))
        .sort();
      for (const file of built) hash.update(file).update('\0');
      const html = bundle['index.html'];
      if (html?.type === 'asset') hash.update(html.source);
      const publicDir = join(here, 'public');
      const publicFiles = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !NOT_IN_SHELL.test(entry.name))
        .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
      for (const file of publicFiles) hash.update(file).update(await readFile(join(publicDir, file)));
      const template = await readFile(join(here, 'service-worker.js'), 'utf8');
      hash.update(template);
      const shell = ['/index.html', ...built.map((file) => `/${file}`), ...publicFiles.map((file) => `/${file}`)];
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(template, hash.digest('hex').slice(0, 16), shell) });
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), drawnScreens.plugin, react(), reactCompiler(), chakraGlobalCssAtBuild(), chakraSystemInSteps(), chakraMemoAtBuild(), pureAnatomiesAtBuild(), pureRecipesAtBuild(), chakraRecipeModules(), emotionSheetInPlace(), emotionRulesInUnreadSheet(), preloadLandingRoute(), lazyModulesInManifest(), entryStylesInPage(), inlineStylesCountAsLoaded(), serviceWorker(), precompress(), serverRenderBundle(), compileHints(['vendor', 'landing', ...drawnScreens.groups.map((group) => group.name)])],
  server: {
    proxy: { '/trpc': gateway, '/api': gateway, '/config.json': gateway },
  },
  build: {
    outDir,
    // Maps are written for debugging a stack trace, but the scripts do not point to them ('hidden'),
    // the gateway refuses to serve any .map and the Docker image leaves them out: they would hand
    // anyone the shop's sources, shared rules included.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks and styles each screen loads (npm run bench reads it).
    manifest: true,
    // The libraries' chunk (React, React Router, Chakra UI, TanStack Query, tRPC) is about 625 KB before
    // compression by design; what matters, the bytes per screen, is checked by `npm run bench`.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // tRPC's client packages do not declare themselves free of side effects, so the bundler kept what
      // the shop never calls (the WebSocket link, about 0.8 KB gzip of every page's first load). Their
      // modules only define and export; @trpc/server declares the same.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // What every screen needs (the entry and its static imports) in two chunks, the libraries and
          // the shop's own code, instead of about twenty small ones: on a phone network each file costs
          // a round trip, and a browser opens only six connections per host (docs/performance.md). The drawn
          // screens' groups follow; other lazy screens keep the bundler's own split.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 5 },
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The landing route with everything it needs beyond the entry in one file, not about ten more
            // of 1 to 7 KB (its icons, recipes, price rules, product picture), each a round trip before
            // the page works (docs/decisions/057-landing-page-in-one-file.md). Screens that share one of
            // those modules load this file instead of the module's own small one.
            { name: 'landing', test: (id) => id === LANDING_MODULE || SHARED_BY_SCREENS.test(id), priority: 3 },
            // The other drawn screens the same way, and what they share in one more file.
            ...drawnScreens.groups,
          ],
        },
      },
    },
  },
});
