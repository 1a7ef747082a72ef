/*
 * Tulus's service worker (built to dist/sw.js by vite.config.ts's serviceWorker plugin, which
 * fills in BUILD_ID and SHELL). It keeps the app shell so the shop opens without a connection,
 * and nothing else: prices, orders and sessions (/trpc, /api, /config.json) are never cached and
 * never answered from here, so a screen offline says it is offline instead of showing old data.
 */
const BUILD_ID = '__BUILD_ID__';
/** index.html, the build's scripts and styles, and the public pictures, icons and manifest. */
const SHELL = __SHELL__;
const CACHE = `tulus-shell-${BUILD_ID}`;

/** Read from the network every time: the gateway's data and the deployment's settings. */
const NETWORK_ONLY = [/^\/trpc(\/|$)/, /^\/api\//, /^\/config\.json$/, /^\/readyz$/, /^\/healthz$/];

/** The build's scripts and styles: under /assets/, each named by its content, so one name is always the same bytes. */
const namedByContent = (path) => path.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

/**
 * Keeps the shell, or fails the install (the browser tries again at a later page load, the worker before
 * goes on) and keeps nothing.
 */
async function keepShell() {
  const cache = await caches.open(CACHE);
  try {
    // A build's scripts and styles are named by their content: one an earlier build's cache holds under the
    // same name is the same bytes, taken from there instead of over the phone's data again. An update that
    // changed a few screens fetches those screens' files (and index.html, the pictures, the icons).
    const toFetch = [];
    for (const path of SHELL) {
      if (path === '/index.html') continue;
      const kept = namedByContent(path) ? await caches.match(path) : undefined;
      if (kept) await cache.put(path, kept);
      else toFetch.push(path);
    }
    // The build's files may come from the browser's HTTP cache: the page that registered this worker has just
    // fetched its own scripts, and a name there is the same bytes. The rest ('reload') are not named by their
    // content: the files themselves, not the HTTP cache's copy of an older build's.
    await cache.addAll(toFetch.map((url) => new Request(url, { cache: namedByContent(url) ? 'default' : 'reload' })));
    await cache.put('/index.html', await thisBuildsPage());
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

/** How many times index.html is asked for before the install gives up. */
const PAGE_ATTEMPTS = 4;

/**
 * index.html as this build has it. In a rolling update the gateway's replicas serve two builds for a while,
 * and the one that answers may be on the other: kept, that page would ask offline for scripts this cache has
 * not got. Asked again, the next replica answers (nginx's round robin).
 */
async function thisBuildsPage() {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(new Request('/index.html', { cache: 'reload' }));
    if (!response.ok) throw new Error(`index.html answered ${response.status}: not kept`);
    const foreign = ((await response.clone().text()).match(/\/assets\/[^"'\s>)]+/g) ?? []).filter((path) => !SHELL.includes(path));
    if (foreign.length === 0) return response;
    if (attempt === PAGE_ATTEMPTS) throw new Error(`index.html of another build (${foreign[0]}): not kept`);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOlderShells().then(() => self.clients.claim()));
});

/**
 * Drops the earlier builds' shells but the latest of them. While a rolling update has replicas of two builds
 * behind round robin, a phone's page loads can install the two builds' workers in turn; each install then
 * takes its files from the other's cache (keepShell) instead of fetching again the files the two builds do
 * not share. Two builds kept cost the phone about twice the shell's storage; older ones are dropped.
 */
async function dropOlderShells() {
  const earlier = (await caches.keys()).filter((key) => key.startsWith('tulus-shell-') && key !== CACHE);
  await Promise.all(earlier.slice(0, -1).map((key) => caches.delete(key)));
}

/** On a weak signal a page load waits this long for the network's index.html before the kept one is shown. */
const NAVIGATION_TIMEOUT_MS = 6000;

/**
 * A page load: the network's index.html when it comes (a new build shows at once), else the kept
 * one: at once without a connection, after a few seconds on a signal too weak to answer.
 */
async function navigate(request) {
  const network = fetch(request);
  const cache = await caches.open(CACHE);
  const shell = await cache.match('/index.html');
  if (!shell) return network;
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve(shell), NAVIGATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return shell;
  } finally {
    clearTimeout(timer);
  }
}

/** Scripts, styles and pictures of the build: named by content, so a kept copy is the right one. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  // Only the build's hashed files are added on the way (another build's chunk a page asks for late).
  if (response.ok && namedByContent(new URL(request.url).pathname)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The provider's product pictures and map tiles are not ours to keep; data goes to the network only.
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (namedByContent(url.pathname) || SHELL.includes(url.pathname)) event.respondWith(asset(request));
});
