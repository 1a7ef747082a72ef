import type { z } from 'zod';
import { appRouter } from '../../server/src/routers/_app.ts';
import type { Browser } from '../../server/src/test/harness.ts';

type ProcedureDef = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] } };

/** Every procedure of the gateway's router, by its dotted path. */
export const PROCEDURES = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

export type RawAnswer = { status: number; code: string | undefined; message: string | undefined; text: string };

/** Calls a procedure over plain HTTP with any input, as a tampered client could; `undefined` sends no input. */
export async function callRaw(browser: Browser, path: string, input: unknown): Promise<RawAnswer> {
  const encoded = input === undefined ? undefined : JSON.stringify(input);
  const res = PROCEDURES[path]!._def.type === 'query'
    ? await browser.fetch(`/trpc/${path}${encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`}`)
    : await browser.fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: encoded ?? '' });
  return readAnswer(res);
}

export async function readAnswer(res: Response): Promise<RawAnswer> {
  const text = await res.text();
  let body: { error?: { message?: string; data?: { code?: string } } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Node's own 431 and the like have no JSON body; the status says it all.
  }
  return { status: res.status, code: body.error?.data?.code, message: body.error?.message, text };
}

/**
 * A refusal a person can read: one short sentence, in Indonesian, never zod's English or
 * a JSON dump, never a stack trace.
 */
export function isClearMessage(message: string | undefined): boolean {
  if (!message || message.trim().length === 0 || message.length > 300) return false;
  if (/^\s*[[{]/.test(message) || /\bat .+:\d+:\d+/.test(message)) return false;
  return !/\b(invalid|expected|received|too (small|big)|ZodError|TypeError)\b/i.test(message);
}
