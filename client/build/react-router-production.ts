import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's production build for a production bundle. React Router 7's package.json points every
 * bundler at its development build, whatever the mode (remix-run/react-router#14102, open): the
 * shop's bundle ran its development warnings. On each page change `useRoutes` built their messages,
 * and logged one to the console whenever a matched route has no element of its own: the product
 * page's route (routes.tsx: the kept product page is drawn by Layout), inside every product card's
 * tap (docs/performance.md section 36). The package ships the production build beside it
 * (dist/production, the same code with the warnings switched off); this sends the bundle's imports
 * there, for the browser's bundle and the server's renderer alike. Development and the tests' builds
 * (not production mode) keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  let enabled = true;
  return {
    name: 'tulus-react-router-production',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      enabled = config.isProduction;
    },
    resolveId(id) {
      const file = files[id];
      return enabled && file ? join(production, file) : null;
    },
  };
}
