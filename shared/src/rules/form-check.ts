import { z } from 'zod';

// How a page reads a shared form schema: the same first message the gateway would answer with
// (server/src/trpc/trpc.ts sends issues[0]), and the same per-field messages (z.flattenError).

/** The first thing wrong, in the words the customer reads; null when the form may be sent. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const checked = schema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

export type FormProblems = { formErrors: string[]; fieldErrors: Partial<Record<string, string[]>> };

/**
 * Each field's messages, as the gateway's error data carries them (`fieldErrors`), and the form's
 * own (a rule across fields); both empty when the form may be sent.
 */
export function formProblems(schema: z.ZodType, value: unknown): FormProblems {
  const checked = schema.safeParse(value);
  return checked.success ? { formErrors: [], fieldErrors: {} } : (z.flattenError(checked.error) as FormProblems);
}
