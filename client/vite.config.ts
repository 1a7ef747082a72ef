import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development Vite serves the client and forwards API calls to the gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const outDir = 'dist';

/** The route every visitor lands on (client/src/app/routes.tsx): its lazy chunk is fetched with the entry, not after it. */
const LANDING_ROUTE = 'src/features/catalog/HomePage.tsx';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build; the gateway
 * serves them to browsers that accept them (@fastify/static's preCompressed). Compressing once
 * at build time allows the slowest, smallest settings.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'tulus-precompress',
    apply: 'build',
    async closeBundle() {
      const root = resolve(outDir);
      const files = (await readdir(root, { recursive: true })).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f) && !f.startsWith('.vite')).map((f) => join(root, f));
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
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(LANDING_ROUTE));
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

export default defineConfig({
  plugins: [react(), preloadLandingRoute(), precompress()],
  server: {
    proxy: { '/trpc': gateway, '/api': gateway, '/config.json': gateway },
  },
  build: {
    outDir,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks and styles each screen loads (npm run bench reads it).
    manifest: true,
    // The libraries' chunk (React, React Router, Chakra UI, TanStack Query, tRPC) is about 625 KB before
    // compression by design; what matters, the bytes per screen, is checked by `npm run bench`.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen needs (the entry and its static imports) in two chunks, the libraries and
          // the shop's own code, instead of about twenty small ones: on a phone network each file costs
          // a round trip, and a browser opens only six connections per host (issue 8). Lazy screens
          // keep their own chunks.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
