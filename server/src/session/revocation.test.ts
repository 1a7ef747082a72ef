import { describe, expect, it } from 'vitest';
import { MemoryRevocationStore, SessionRevocation, type RevocationStore } from './revocation.ts';
import { issueSession, SESSION_MAX_AGE_MS, sessionEndsAt, type Session } from './session.ts';

const exp = () => Math.floor(Date.now() / 1000) + 3600;
const customer = (code = 'CUST-0001', iat = Date.now()): Session => issueSession({ role: 'customer', token: 't', exp: exp(), customer_code: code, email: 'a@contoh.id' }, iat);
const driver = (id = 1): Session => issueSession({ role: 'driver', token: 't', exp: exp(), driver: { id, kd_cabang: 'JKT01', email: 'd@tulus.co.id', nama: 'D' } });
const quiet = { info: () => {}, warn: () => {} };

/** A shared store that fails while `down` is set, as Redis does during an outage. */
class FlakyStore implements RevocationStore {
  down = false;
  readonly inner = new MemoryRevocationStore();
  set(key: string, value: number, ttlMs: number) {
    return this.down ? Promise.reject(new Error('Redis away')) : this.inner.set(key, value, ttlMs);
  }
  get(keys: string[]) {
    return this.down ? Promise.reject(new Error('Redis away')) : this.inner.get(keys);
  }
  close() {
    return this.inner.close();
  }
}

describe('sessions', () => {
  it('each login gets its own 128-bit id; a session ends with its token or after at most a week', () => {
    const [a, b] = [customer(), customer()];
    expect(a.sid).not.toBe(b.sid);
    expect(Buffer.from(a.sid, 'base64url')).toHaveLength(16);
    expect(sessionEndsAt(a)).toBe(a.exp * 1000);
    const longToken = { ...a, exp: Math.floor(Date.now() / 1000) + 30 * 86_400 };
    expect(sessionEndsAt(longToken)).toBe(a.iat + SESSION_MAX_AGE_MS);
  });
});

describe('SessionRevocation', () => {
  it('a logout ends that session only', async () => {
    const revocation = new SessionRevocation(new MemoryRevocationStore(), quiet);
    const [phone, laptop] = [customer(), customer()];
    await revocation.revoke(phone);
    expect(await revocation.isRevoked(phone)).toBe(true);
    expect(await revocation.isRevoked(laptop)).toBe(false);
  });

  it("log out everywhere ends every session of that person issued until then, not later ones, not other people's", async () => {
    const revocation = new SessionRevocation(new MemoryRevocationStore(), quiet);
    const [phone, laptop, other, sameIdDriver] = [customer('CUST-0001', Date.now() - 60_000), customer(), customer('CUST-0002'), driver(1)];
    await revocation.revokeAllOf(laptop);
    expect(await revocation.isRevoked(phone)).toBe(true);
    expect(await revocation.isRevoked(laptop)).toBe(true);
    expect(await revocation.isRevoked(other)).toBe(false);
    expect(await revocation.isRevoked(sameIdDriver)).toBe(false);
    const later = customer('CUST-0001', Date.now() + 1);
    expect(await revocation.isRevoked(later)).toBe(false);
  });

  it('a second replica sees the first one\'s logout through the shared store', async () => {
    const shared = new MemoryRevocationStore();
    const [a, b] = [new SessionRevocation(shared, quiet), new SessionRevocation(shared, quiet)];
    const session = customer();
    await a.revoke(session);
    expect(await b.isRevoked(session)).toBe(true);
  });

  it('while the shared store fails: this replica still enforces its own logouts, checks fail open, and missed writes are sent once it is back', async () => {
    const shared = new FlakyStore();
    const warnings: string[] = [];
    const a = new SessionRevocation(shared, { info: () => {}, warn: (_o: object, msg: string) => void warnings.push(msg) });
    const b = new SessionRevocation(shared, quiet);
    const session = customer();
    shared.down = true;
    await a.revoke(session);
    expect(await a.isRevoked(session)).toBe(true);
    // The other replica cannot know yet; it lets the session through rather than signing everyone out.
    expect(await b.isRevoked(session)).toBe(false);
    expect(warnings).toEqual(['session revocation kept on this replica only: store failed']);
    shared.down = false;
    await a.flush();
    expect(await b.isRevoked(session)).toBe(true);
  });
});
