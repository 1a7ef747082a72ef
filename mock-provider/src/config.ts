import { z } from 'zod';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** SQLite file; ':memory:' keeps everything in RAM (tests). */
  DB_PATH: z.string().default('.data/provider.sqlite'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /** Base URL that image links are built on; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Signs the mock's tokens. A mock-only development default; compose sets its own. */
  TOKEN_SECRET: z.string().min(16).default('mock-provider-dev-secret-change-me'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(24 * 60 * 60),
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(10 * 60),
  /** Key of the ops actions (approve, reject, dispatch) and the dev mailbox. */
  OPS_KEY: z.string().min(8).default('dev-ops-key'),
  /** Hours a customer has to pay an order. */
  PAYMENT_WINDOW_HOURS: z.coerce.number().positive().default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type MockConfig = z.infer<typeof schema> & { PUBLIC_URL: string };

// Start-up errors are for operators: in English even where the shop sets zod's locale to Indonesian.
const english = z.locales.en().localeError;
const englishError: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? 'is required' : english(issue));

/** Reads the environment once; a bad variable stops start-up with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): MockConfig {
  // An empty variable counts as unset (compose passes optional settings as ${NAME:-}), so the default applies.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')), { error: englishError });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const c = parsed.data;
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}` };
}
