import { z } from 'zod';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Base URL of the provider; the gateway appends /api/tulus/v1/<path>. */
  PROVIDER_URL: z.url().default('http://127.0.0.1:4100'),
  /** Seals the session cookie (AES-256-GCM). No default: a leaked default would forge sessions. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Secure cookies need HTTPS; on for production behind TLS, off on plain localhost. */
  COOKIE_SECURE: bool.default(false),
  PROVIDER_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** Time to the provider's response headers, then to the end of its body. */
  PROVIDER_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PROVIDER_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Extra attempts for idempotent reads only; writes are never retried. */
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
});

export type GatewayConfig = z.infer<typeof schema>;

/** Parses the environment once; a missing or bad variable throws one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
