import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker-source.ts';

/**
 * client/service-worker.js's install, run in Node with the parts of a browser it uses: the gateway's
 * answers, the Cache Storage, `self`. The worker in a real browser (registered, in control, the shell
 * offline) is e2e/offline-driver.e2e.ts's.
 */
const ORIGIN = 'https://tulus.example';
const THIS_BUILD = ['/index.html', '/assets/index-NEW.js', '/assets/index-NEW.css', '/assets/CheckoutPage-NEW.js'];
const page = (build: string) => `<!doctype html><link rel="stylesheet" href="/assets/index-${build}.css"><script type="module" src="/assets/index-${build}.js"></script>`;

/**
 * Path → what the gateway answers for it; a path it does not list is 404, as a missing file of the build is.
 * A list is answered in turn, one per request (replicas of two builds behind round robin), the last one again.
 */
type Files = Record<string, string | string[]>;

/** The path a worker's request or cache key names (a relative one is the worker's origin's). */
const pathOf = (request: string | Request) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

/** `earlier`: the caches an earlier build's worker left, by name: path → the body it kept. `shell`: the build's list. */
async function install(files: Files, earlier: Record<string, Record<string, string>> = {}, shell = THIS_BUILD) {
  const storage = new Map<string, Map<string, Response>>(
    Object.entries(earlier).map(([name, kept]) => [name, new Map(Object.entries(kept).map(([path, body]) => [path, new Response(body)]))]),
  );
  const asked: string[] = [];
  /** Path → the cache mode it was asked with: whether the browser's HTTP cache may answer. */
  const modes: Record<string, RequestCache> = {};
  const answer = (request: Request) => {
    const path = pathOf(request);
    modes[path] = request.cache;
    const answers = files[path];
    const body = Array.isArray(answers) ? answers[Math.min(asked.filter((p) => p === path).length, answers.length - 1)] : answers;
    asked.push(path);
    return Promise.resolve(body === undefined ? new Response('{"error":{"message":"Tidak ditemukan."}}', { status: 404 }) : new Response(body));
  };
  const cacheOf = (entries: Map<string, Response>) => ({
    // As the browser's: every answer must be ok, or nothing is kept and the call fails.
    async addAll(requests: Request[]) {
      const responses = await Promise.all(requests.map(answer));
      if (responses.some((response) => !response.ok)) throw new TypeError('Cache.addAll(): a response was not ok');
      requests.forEach((request, i) => entries.set(pathOf(request), responses[i]!));
    },
    async put(request: string | Request, response: Response) {
      entries.set(pathOf(request), response);
    },
    async match(request: string | Request) {
      return entries.get(pathOf(request))?.clone();
    },
  });
  const caches = {
    async open(name: string) {
      if (!storage.has(name)) storage.set(name, new Map());
      return cacheOf(storage.get(name)!);
    },
    async delete(name: string) {
      return storage.delete(name);
    },
    async keys() {
      return [...storage.keys()];
    },
    // As the browser's: every cache, in the order they were made.
    async match(request: string | Request) {
      for (const entries of storage.values()) {
        const kept = entries.get(pathOf(request));
        if (kept) return kept.clone();
      }
      return undefined;
    },
  };
  const listeners = new Map<string, (event: unknown) => void>();
  let skippedWaiting = false;
  let claimed = false;
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => void (skippedWaiting = true),
    clients: { claim: async () => void (claimed = true) },
  };
  // A worker's relative URLs are its origin's.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  const template = readFileSync(new URL('../service-worker.js', import.meta.url), 'utf8');
  runInNewContext(serviceWorkerSource(template, 'NEW', shell), { self, caches, fetch: answer, Request: WorkerRequest, URL, Promise, Error, setTimeout, clearTimeout });
  let installing: Promise<unknown> = Promise.resolve();
  listeners.get('install')!({ waitUntil: (work: Promise<unknown>) => (installing = work) });
  const outcome = await installing.then(
    () => 'installed',
    (error: Error) => error.message,
  );
  const kept = storage.get('tulus-shell-NEW');
  /** The worker taking over: what `activate` leaves of the caches. */
  const activate = async () => {
    let activating: Promise<unknown> = Promise.resolve();
    listeners.get('activate')!({ waitUntil: (work: Promise<unknown>) => (activating = work) });
    await activating;
    return { caches: [...storage.keys()], claimed };
  };
  return {
    activate,
    outcome, skippedWaiting, asked, modes,
    kept: kept ? [...kept.keys()].sort() : undefined,
    bodyOf: (path: string) => kept?.get(path)?.clone().text(),
    pages: await kept?.get('/index.html')?.clone().text(),
    pageAsked: asked.filter((p) => p === '/index.html').length,
    earlierCaches: [...storage.keys()].filter((name) => name !== 'tulus-shell-NEW'),
  };
}

const thisBuild: Files = { '/index.html': page('NEW'), '/assets/index-NEW.js': 'export {};', '/assets/index-NEW.css': 'body{}', '/assets/CheckoutPage-NEW.js': 'export {};' };

describe('the service worker keeps its own build or nothing', () => {
  it('keeps every file of its build and takes over', async () => {
    const { outcome, skippedWaiting, kept } = await install(thisBuild);
    expect(outcome).toBe('installed');
    expect(skippedWaiting).toBe(true);
    expect(kept).toEqual([...THIS_BUILD].sort());
  });

  it('asks again for an index.html that came from a replica still on another build (a rolling update), and keeps its own', async () => {
    const { outcome, kept, pages, pageAsked } = await install({ ...thisBuild, '/index.html': [page('OLD'), page('OLD'), page('NEW')] });
    expect(outcome).toBe('installed');
    expect(pageAsked).toBe(3);
    expect(pages).toBe(page('NEW'));
    expect(kept).toEqual([...THIS_BUILD].sort());
  });

  it("fails, keeping nothing, when index.html is another build's at each of four asks: offline it would ask for scripts it has not got", async () => {
    const { outcome, skippedWaiting, kept, pageAsked } = await install({ ...thisBuild, '/index.html': page('OLD') });
    expect(outcome).toBe('index.html of another build (/assets/index-OLD.css): not kept');
    expect(pageAsked).toBe(4);
    expect(skippedWaiting).toBe(false);
    expect(kept).toBeUndefined();
  });

  it('fails when a file of its build is missing (asked of a replica on another build): a 404 is not kept as the file', async () => {
    const { '/assets/CheckoutPage-NEW.js': _missing, ...others } = thisBuild;
    const { outcome, skippedWaiting, kept } = await install(others);
    expect(outcome).toBe('Cache.addAll(): a response was not ok');
    expect(skippedWaiting).toBe(false);
    expect(kept).toBeUndefined();
  });

  it("takes a file an earlier build's cache holds under the same name from there, not over the network, and asks for the rest", async () => {
    // The checkout's file did not change between the two builds: same content, same name. The icon is not named
    // by its content, so it is asked for again.
    const withIcon: Files = { ...thisBuild, '/icons/icon-192.png': 'new icon' };
    const { outcome, kept, asked, modes, bodyOf, earlierCaches } = await install(withIcon, {
      'tulus-shell-OLD': { '/assets/CheckoutPage-NEW.js': 'export {}; // kept', '/assets/index-OLD.js': 'old', '/icons/icon-192.png': 'old icon' },
    }, [...THIS_BUILD, '/icons/icon-192.png']);
    expect(outcome).toBe('installed');
    expect(asked.sort()).toEqual(['/assets/index-NEW.css', '/assets/index-NEW.js', '/icons/icon-192.png', '/index.html']);
    expect(kept).toEqual([...THIS_BUILD, '/icons/icon-192.png'].sort());
    expect(await bodyOf('/assets/CheckoutPage-NEW.js')).toBe('export {}; // kept');
    expect(await bodyOf('/icons/icon-192.png')).toBe('new icon');
    // A script the HTTP cache holds under its name is the same bytes (the page has just fetched its own); the icon
    // and index.html are not named by their content, and are asked of the gateway itself.
    expect(modes).toEqual({ '/assets/index-NEW.css': 'default', '/assets/index-NEW.js': 'default', '/icons/icon-192.png': 'reload', '/index.html': 'reload' });
    // The earlier build's cache goes when this worker takes over (activate), not at its install.
    expect(earlierCaches).toEqual(['tulus-shell-OLD']);
  });

  it("keeps, as it takes over, the latest earlier build's cache and drops older ones: a phone whose page loads meet two builds in a rolling update installs each again from the other's files", async () => {
    const { outcome, activate, asked } = await install(thisBuild, {
      'tulus-shell-OLDER': { '/assets/index-OLDER.js': 'older' },
      'tulus-shell-OLD': { '/assets/index-OLD.js': 'old', '/assets/CheckoutPage-NEW.js': 'export {};' },
    });
    expect(outcome).toBe('installed');
    expect(asked).not.toContain('/assets/CheckoutPage-NEW.js');
    expect(await activate()).toEqual({ caches: ['tulus-shell-OLD', 'tulus-shell-NEW'], claimed: true });
  });
});
