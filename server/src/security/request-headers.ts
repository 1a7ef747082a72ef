import type { FastifyInstance } from 'fastify';

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port: RFC 9110's Host, without user info. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 255;
const PROTO = /^https?$/i;

const validHost = (value: string) => value.length <= MAX_HOST_LENGTH && HOST.test(value);

/** The first header of the request that no client of ours sends in that shape, or null. */
export function malformedHeader(headers: Record<string, string | string[] | undefined>): string | null {
  const { host } = headers;
  if (host !== undefined && (typeof host !== 'string' || !validHost(host))) return 'host';
  // Proxies list one entry per hop; each must be a host (X-Forwarded-Host) or a scheme (X-Forwarded-Proto).
  const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value)?.split(',').map((item) => item.trim());
  const forwardedHosts = list(headers['x-forwarded-host']);
  if (forwardedHosts && !forwardedHosts.every(validHost)) return 'x-forwarded-host';
  const forwardedProtos = list(headers['x-forwarded-proto']);
  if (forwardedProtos && !forwardedProtos.every((proto) => PROTO.test(proto))) return 'x-forwarded-proto';
  return null;
}

/**
 * Answers 400 to a request whose Host (or a proxy's X-Forwarded-Host/-Proto) is not a host: such
 * a value reached URL parsing further on and became a 500 with a stack trace in the log. Refused
 * here, before any route, with one log line naming the header.
 */
export function registerRequestHeaderChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = malformedHeader(request.headers);
    if (!header) return;
    request.log.info({ header }, 'malformed request header refused');
    return reply.code(400).send({ error: { message: 'Permintaan tidak valid.' } });
  });
}
