import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { forgedWriteReason, originOf } from './same-origin.ts';

const SECRET = { SESSION_SECRET: 'x'.repeat(32) };
const upload = (headers: Record<string, string>, url = '/api/uploads/payment-proof', method = 'POST') => ({ method, url, headers: { host: 'toko.test:3000', ...headers } });
const local = { PUBLIC_ORIGIN: [], COOKIE_SECURE: false };
const shop = { 'x-tulus-request': '1' };

describe('PUBLIC_ORIGIN', () => {
  it('takes a comma-separated list of origins, normalised', () => {
    expect(loadConfig({ ...SECRET }).PUBLIC_ORIGIN).toEqual([]);
    expect(loadConfig({ ...SECRET, PUBLIC_ORIGIN: 'https://Air.Tulus.co.id/, https://www.air.tulus.co.id:443,http://localhost:8080' }).PUBLIC_ORIGIN)
      .toEqual(['https://air.tulus.co.id', 'https://www.air.tulus.co.id', 'http://localhost:8080']);
  });

  it('stops the start with one line naming a value that is not an origin', () => {
    for (const bad of ['air.tulus.co.id', 'https://air.tulus.co.id/toko', 'ftp://air.tulus.co.id', 'https://user:pw@air.tulus.co.id', 'https://air.tulus.co.id?x=1', '*']) {
      expect(() => loadConfig({ ...SECRET, PUBLIC_ORIGIN: `https://ok.id,${bad}` }), bad).toThrow(/^Invalid environment variable PUBLIC_ORIGIN: .* is not an origin/);
    }
    expect(originOf('http://[::1]:3000')).toBe('http://[::1]:3000');
  });
});

describe('forgedWriteReason', () => {
  it("lets the shop's own writes through: same-origin fetch with the header, or a client that is not a browser", () => {
    expect(forgedWriteReason(upload({ ...shop, origin: 'http://toko.test:3000', 'sec-fetch-site': 'same-origin' }), local)).toBeNull();
    expect(forgedWriteReason(upload(shop), local)).toBeNull();
    // Reads are not writes.
    expect(forgedWriteReason(upload({ 'sec-fetch-site': 'cross-site' }, '/api/uploads/payment-proof', 'GET'), local)).toBeNull();
  });

  it('refuses a page on another port or subdomain (same-site), another site, a typed URL, and an opaque origin', () => {
    expect(forgedWriteReason(upload({ ...shop, 'sec-fetch-site': 'same-site', origin: 'http://toko.test:4000' }), local)).toBe('sec-fetch-site same-site');
    expect(forgedWriteReason(upload({ ...shop, 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' }), local)).toBe('sec-fetch-site cross-site');
    expect(forgedWriteReason(upload({ ...shop, 'sec-fetch-site': 'none' }), local)).toBe('sec-fetch-site none');
    // A browser without Sec-Fetch-* still sends Origin on a POST.
    expect(forgedWriteReason(upload({ ...shop, origin: 'http://toko.test:4000' }), local)).toBe('origin not the shop');
    expect(forgedWriteReason(upload({ ...shop, origin: 'null' }), local)).toBe('origin not the shop');
  });

  it('refuses an upload without the header no form can send, even from the right origin', () => {
    expect(forgedWriteReason(upload({ origin: 'http://toko.test:3000', 'sec-fetch-site': 'same-origin' }), local)).toBe('no x-tulus-request header');
    expect(forgedWriteReason(upload({ 'x-tulus-request': 'yes' }), local)).toBe('no x-tulus-request header');
    // Any future write outside tRPC as well.
    expect(forgedWriteReason(upload({}, '/api/anything-new', 'PUT'), local)).toBe('no x-tulus-request header');
  });

  it('tRPC: JSON goes on without the header; a form content type (which tRPC would run as the input) does not', () => {
    const trpc = (type: string, extra: Record<string, string> = {}) => forgedWriteReason(upload({ 'content-type': type, ...extra }, '/trpc/auth.logout'), local);
    expect(trpc('application/json')).toBeNull();
    expect(trpc('multipart/form-data; boundary=x')).toBe('form content type on tRPC');
    expect(trpc('application/x-www-form-urlencoded')).toBe('form content type on tRPC');
    expect(trpc('text/plain;charset=UTF-8')).toBe('form content type on tRPC');
    expect(trpc('application/json', { 'sec-fetch-site': 'same-site' })).toBe('sec-fetch-site same-site');
  });

  it('with PUBLIC_ORIGIN only those origins count; without it, https is required behind TLS', () => {
    const configured = { PUBLIC_ORIGIN: ['https://air.tulus.co.id'], COOKIE_SECURE: true };
    expect(forgedWriteReason(upload({ ...shop, origin: 'https://air.tulus.co.id', host: 'gateway-replica:3000' }), configured)).toBeNull();
    expect(forgedWriteReason(upload({ ...shop, origin: 'https://toko.test:3000' }), configured)).toBe('origin not the shop');
    const tls = { PUBLIC_ORIGIN: [], COOKIE_SECURE: true };
    expect(forgedWriteReason(upload({ ...shop, origin: 'https://toko.test:3000' }), tls)).toBeNull();
    expect(forgedWriteReason(upload({ ...shop, origin: 'http://toko.test:3000' }), tls)).toBe('origin not the shop');
    // X-Forwarded-Host is anyone's to send: it never makes an origin the shop's.
    expect(forgedWriteReason(upload({ ...shop, origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' }), local)).toBe('origin not the shop');
  });
});
