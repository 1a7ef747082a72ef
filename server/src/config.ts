import { z } from 'zod';
import { breakerEnv } from './provider/breaker.ts';
import { rateLimitEnv } from './rate-limit/settings.ts';
import { securityEnv } from './security/headers.ts';
import { sameOriginEnv } from './security/same-origin.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Base URL of the provider; the gateway appends /api/tulus/v1/<path>. */
  PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('http://127.0.0.1:4100'),
  /** Seals the session cookie (AES-256-GCM). No default: a leaked default would forge sessions. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Secure cookies need HTTPS; on for production behind TLS, off on plain localhost. */
  COOKIE_SECURE: bool.default(false),
  PROVIDER_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** Time to the provider's response headers, then to the end of its body; their sum bounds one attempt. */
  PROVIDER_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PROVIDER_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Extra attempts for idempotent reads that failed fast (no connection, 5xx); timeouts and writes are never retried. */
  PROVIDER_READ_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PROVIDER_CONNECTIONS: z.coerce.number().int().positive().default(64),
  /** Path of the complaint call on the real provider (the spec does not show one). */
  PROVIDER_COMPLAINT_PATH: z.string().regex(/^\/[a-z0-9-/]+$/).default('/submit-complaint'),
  /** The branch whose catalogue the home page shows (spec: a fixed branch code). */
  HOME_BRANCH_CODE: z.string().min(1).default('JKT01'),
  /** Folder of the built client to serve; empty to serve none (development uses Vite). */
  CLIENT_DIST: z.string().default(''),
  /** Map tile URL template handed to the browser. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whose X-Forwarded-For to believe for the client IP (rate limits, logs): 'false' when clients
   * connect directly (else anyone could pick their own IP), a hop count ('1' behind one proxy),
   * or the proxies' addresses/CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(false|\d{1,2}|[\w.:/]+(,\s*[\w.:/]+)*)$/, 'must be false, a hop count or proxy addresses/CIDRs')
    .refine((v) => v !== 'true', 'must be false, a hop count or proxy addresses/CIDRs (true would trust any client)')
    .default('false')
    // A hop count as the function Fastify runs for it (its types take no number): trust the nearest n hops.
    .transform((v) => (v === 'false' ? false : /^\d+$/.test(v) ? (_address: string, hop: number) => hop < Number(v) : v)),
  /** How long SIGTERM waits for in-flight requests (uploads included) before giving up. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  ...rateLimitEnv,
  ...breakerEnv,
  ...securityEnv,
  ...sameOriginEnv,
});

export type GatewayConfig = z.infer<typeof schema>;

// Start-up errors are for operators: in English even where the shop sets zod's locale to Indonesian.
const english = z.locales.en().localeError;
const englishError: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? 'is required' : english(issue));

/** Parses the environment once; a missing or bad variable throws one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  // An empty variable counts as unset (compose passes optional settings as ${NAME:-}), so the default applies.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')), { error: englishError });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
