import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the proxy does with one request:
 * - pass: forward it and its answer, optionally after `latencyMs` (added before the answer);
 * - hang: read it, never answer, never close;
 * - reset: forward it (the provider acts on it), then send the first half of the answer and
 *   reset the connection (TCP RST);
 * - truncate: forward it, send the headers and half of the body, then close cleanly (FIN);
 * - garbage: answer 200 with an HTML body instead of JSON, without forwarding;
 * - status: answer `code` with `body` (text or JSON), without forwarding (a 5xx from a proxy, a 429);
 * - refuse: reset the connection once the request is read, without forwarding it.
 */
export type Fault =
  | { kind: 'pass'; latencyMs?: number }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'truncate' }
  | { kind: 'garbage' }
  | { kind: 'status'; code: number; body: string | object }
  | { kind: 'refuse' };

/** One request that reached the proxy: its method and path (without the query string). */
export type ProxyHit = { method: string; path: string; fault: Fault['kind'] };

export type FaultRule = (hit: { method: string; path: string }) => Fault;

export type FaultProxy = {
  url: string;
  hits: ProxyHit[];
  /** Requests seen for a provider path ('/get-products' or the full '/api/tulus/v1/get-products'). */
  count: (path: string) => number;
  /** Replaces the rule for the requests that come next. */
  setRule: (rule: FaultRule) => void;
  /** Sockets still open on either side (client and upstream), for leak checks. */
  openSockets: () => number;
  close: () => Promise<void>;
};

const PREFIX = '/api/tulus/v1';
const HEADER_END = Buffer.from('\r\n\r\n');
const REASONS: Record<number, string> = { 200: 'OK', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

/** Length of the first complete HTTP/1.1 request in `buffer`, or -1 while it is incomplete. */
function requestLength(buffer: Buffer): number {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return -1;
  const head = buffer.subarray(0, headerEnd).toString('latin1');
  const bodyStart = headerEnd + HEADER_END.length;
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    const end = buffer.indexOf('\r\n0\r\n\r\n', bodyStart - 2);
    return end < 0 ? -1 : end + 7;
  }
  const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
  return buffer.length >= bodyStart + length ? bodyStart + length : -1;
}

/** The request with `Connection: close`, so every request has its own upstream connection and the answer ends with it. */
function withConnectionClose(request: Buffer): Buffer {
  const headerEnd = request.indexOf(HEADER_END);
  const lines = request.subarray(0, headerEnd).toString('latin1').split('\r\n').filter((line) => !/^connection:/i.test(line));
  lines.push('Connection: close');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), request.subarray(headerEnd)]);
}

/** An answer of the proxy's own; it keeps the connection open for the next request, as a real server would. */
function rawAnswer(code: number, body: string | object): Buffer {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json';
  const bytes = Buffer.from(text, 'utf8');
  const head = `HTTP/1.1 ${code} ${REASONS[code] ?? 'Status'}\r\ncontent-type: ${contentType}\r\ncontent-length: ${bytes.length}\r\nconnection: keep-alive\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), bytes]);
}

/**
 * A TCP proxy in front of the provider (node:net, no HTTP library), reading each request just
 * far enough to know its path, then doing what the rule says. A forwarded request asks the
 * provider for `Connection: close`, so its answer ends the connection and tells the gateway's
 * pool to open a new one for the next request; the proxy's own answers keep the connection.
 */
export async function startFaultProxy(target: string, rule: FaultRule = () => ({ kind: 'pass' })): Promise<FaultProxy> {
  const upstream = new URL(target);
  const hits: ProxyHit[] = [];
  const sockets = new Set<Socket>();
  let current = rule;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset from the other side is part of the game, not a crash of the proxy.
    socket.on('error', () => {});
    return socket;
  };

  /** Sends the request upstream and yields the answer's chunks as they come. */
  const forward = (request: Buffer, onChunk: (chunk: Buffer) => void, onEnd: () => void): Socket => {
    const up = track(connect({ host: upstream.hostname, port: Number(upstream.port) }));
    up.on('connect', () => up.write(withConnectionClose(request)));
    up.on('data', onChunk);
    up.on('close', onEnd);
    return up;
  };

  /** Does what the rule says with one request; true when the connection may carry another. */
  const handle = (client: Socket, request: Buffer): boolean => {
    const line = request.subarray(0, request.indexOf('\r\n')).toString('latin1');
    const [method = '', target = ''] = line.split(' ');
    const path = target.split('?')[0]!;
    const fault = current({ method, path });
    hits.push({ method, path, fault: fault.kind });
    switch (fault.kind) {
      case 'hang':
        return false;
      case 'garbage':
        client.write(rawAnswer(200, '<html><body><h1>Maintenance</h1><p>Kami segera kembali.</p></body></html>'));
        return true;
      case 'status':
        client.write(rawAnswer(fault.code, fault.body));
        return true;
      case 'pass': {
        const chunks: Buffer[] = [];
        const up = forward(request, (chunk) => chunks.push(chunk), () => {
          const answer = Buffer.concat(chunks);
          const send = () => {
            if (!client.destroyed) client.end(answer);
          };
          if (fault.latencyMs) sleep(fault.latencyMs).then(send);
          else send();
        });
        client.on('close', () => up.destroy());
        return false;
      }
      case 'reset':
      case 'truncate': {
        const chunks: Buffer[] = [];
        forward(request, (chunk) => chunks.push(chunk), () => {
          const answer = Buffer.concat(chunks);
          const headerEnd = answer.indexOf(HEADER_END) + HEADER_END.length;
          if (fault.kind === 'reset') {
            // Part of the head only: the gateway has started reading an answer that never completes.
            client.write(answer.subarray(0, Math.max(1, Math.floor(headerEnd / 2))), () => client.resetAndDestroy());
          } else {
            const bodyLength = answer.length - headerEnd;
            client.end(answer.subarray(0, headerEnd + Math.floor(bodyLength / 2)));
          }
        });
        return false;
      }
      case 'refuse':
        client.resetAndDestroy();
        return false;
    }
  };

  const server: Server = createServer((socket) => {
    const client = track(socket);
    let buffer = Buffer.alloc(0);
    let done = false;
    client.on('data', (chunk: Buffer) => {
      if (done) return;
      buffer = Buffer.concat([buffer, chunk]);
      for (let length = requestLength(buffer); length >= 0 && !done; length = requestLength(buffer)) {
        const request = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        done = !handle(client, request);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    hits,
    count: (path) => hits.filter((hit) => hit.path === path || hit.path === `${PREFIX}${path}`).length,
    setRule: (next) => {
      current = next;
    },
    openSockets: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
