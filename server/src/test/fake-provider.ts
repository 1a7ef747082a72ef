import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export type FakeHit = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Answers one request; it may write `res` itself, never answer at all (a hung provider),
 * or hand the request on to a real provider with `forward`. `forward({ cut: true })` lets the
 * real provider act, then closes the connection without its answer (an answer lost on the way).
 */
export type FakeHandler = (hit: FakeHit, res: ServerResponse, forward: (options?: { cut?: boolean }) => Promise<void>) => void | Promise<void>;

export type FakeProvider = {
  url: string;
  hits: FakeHit[];
  /** How many requests reached this provider path (without the /api/tulus/v1 prefix). */
  count: (path: string) => number;
  close: () => Promise<void>;
};

const PREFIX = '/api/tulus/v1';

/** Writes a JSON answer, as the provider would. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A tiny provider on a loopback port, to make the provider misbehave in ways the mock never
 * does (hang, garbage, 500s), optionally in front of the real mock (`target`) so the other
 * paths keep working.
 */
export async function startFakeProvider(handler: FakeHandler, target?: string): Promise<FakeProvider> {
  const hits: FakeHit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const hit: FakeHit = { path: url.split('?')[0]!.replace(PREFIX, ''), headers: req.headers, body: Buffer.concat(chunks) };
      hits.push(hit);
      const forward = async ({ cut = false } = {}) => {
        if (!target) throw new Error('this fake provider has no real provider behind it');
        const headers = new Headers();
        for (const name of ['content-type', 'authorization', 'x-request-id']) {
          const value = req.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        const upstream = await fetch(`${target}${url}`, { method: req.method, headers, body: hit.body.length ? new Uint8Array(hit.body) : undefined });
        if (cut) {
          await upstream.arrayBuffer();
          res.destroy();
          return;
        }
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      };
      Promise.resolve(handler(hit, res, forward)).catch((error: unknown) => {
        res.destroy(error as Error);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    count: (path) => hits.filter((hit) => hit.path === path).length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on: a provider that is down. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
