import { describe, expect, it } from 'vitest';
import { malformedHeader } from './request-headers.ts';

describe('malformedHeader', () => {
  it('accepts the hosts browsers and proxies send', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'air.tulus.co.id', 'gateway-replica:3000', 'xn--80ak6aa92e.com']) {
      expect(malformedHeader({ host }), host).toBeNull();
    }
    expect(malformedHeader({ host: 'a.id', 'x-forwarded-host': 'air.tulus.co.id, lb.internal:8080', 'x-forwarded-proto': 'https,http' })).toBeNull();
  });

  it('names the header that is not a host or a scheme', () => {
    for (const host of ['a b', '', 'a/b', 'a:b:c', 'evil.com@x', 'x'.repeat(300), 'a\tb', '..', '[zz]']) expect(malformedHeader({ host }), host).toBe('host');
    expect(malformedHeader({ host: 'a.id', 'x-forwarded-host': 'a b' })).toBe('x-forwarded-host');
    expect(malformedHeader({ host: 'a.id', 'x-forwarded-host': `${'a'.repeat(64)}.id` })).toBe('x-forwarded-host');
    expect(malformedHeader({ host: 'a.id', 'x-forwarded-proto': 'javascript' })).toBe('x-forwarded-proto');
  });
});
