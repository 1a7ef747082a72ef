import { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import { keyedTrpcError } from './answers.ts';
import type { Resolution } from './keeper.ts';
import type { Sent } from './store.ts';

/** The optional key of a record-creating procedure: a network retry of the same submit sends the same key. */
export const idempotencyKey = z.uuid('Kunci idempotensi tidak valid').optional();

export type KeyedWrite<T> = {
  /** What kind of record and whose: with the client's key, the store's key. */
  scope: string;
  /** The client's key; without one the write is sent as it comes. */
  key: string | undefined;
  /** What the procedure asks (without the key): the same key with another request is refused. */
  request: unknown;
  send: (sending: (request: unknown) => Promise<void>) => Promise<T>;
  resolve?: (sent: Sent, key: string) => Promise<Resolution<T>>;
  unknownMessage: string;
};

/** The store's key of a client's key within a scope. */
export const storeKey = (scope: string, key: string) => `${scope}:${key}`;

/** A tRPC write that creates a record, run once per key (idempotency/keeper.ts), its refusals as tRPC errors. */
export async function keyedWrite<T>(ctx: Context, write: KeyedWrite<T>): Promise<T> {
  if (!write.key) return write.send(async () => {});
  const key = storeKey(write.scope, write.key);
  try {
    const { answer } = await ctx.once.run({
      key,
      fingerprint: JSON.stringify(write.request),
      work: write.send,
      resolve: write.resolve && ((sent) => write.resolve!(sent, key)),
      unknownMessage: write.unknownMessage,
    });
    return answer;
  } catch (error) {
    throw keyedTrpcError(error, 'Permintaan ini sudah dikirim dengan isi yang berbeda. Muat ulang halaman lalu coba lagi.');
  }
}
