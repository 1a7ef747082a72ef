import { describe, expect, it } from 'vitest';
import { containerCommand, containerEnvironment, localize, readCompose } from './support/compose.ts';
import { freePort } from '../reliability/support/free-port.ts';
import { DOTENV, run } from './support/processes.ts';

/** The service started with its compose environment changed by `change` (undefined removes a variable). */
async function startWith(service: 'gateway' | 'provider', change: Record<string, string | undefined>) {
  const compose = readCompose();
  const port = await freePort();
  const env = localize(containerEnvironment(compose, service, DOTENV), {
    ports: { 4100: port, 3000: port },
    ownPort: port,
    dataDir: '/tmp/tulus-ops-never-written',
    clientDist: '/tmp/tulus-ops-never-read',
  });
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const process = run(containerCommand(compose, service), env);
  const exit = await process.exited;
  return { exit, stdout: process.stdout(), stderr: process.stderr() };
}

const CASES: Array<{ service: 'gateway' | 'provider'; change: Record<string, string | undefined>; line: RegExp }> = [
  { service: 'gateway', change: { PORT: 'abc' }, line: /^Invalid environment variable PORT: .*number/ },
  { service: 'gateway', change: { SESSION_SECRET: undefined }, line: /^Invalid environment variable SESSION_SECRET: is required$/ },
  { service: 'gateway', change: { SESSION_SECRET: 'too-short' }, line: /^Invalid environment variable SESSION_SECRET: must be at least 32 characters$/ },
  { service: 'gateway', change: { PROVIDER_URL: 'provider:4100' }, line: /^Invalid environment variable PROVIDER_URL: must be an http:\/\/ or https:\/\/ URL$/ },
  { service: 'gateway', change: { REDIS_URL: 'http://redis:6379' }, line: /^Invalid environment variable REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL$/ },
  { service: 'gateway', change: { RATE_LIMIT_LOGIN_PER_IP: '-1' }, line: /^Invalid environment variable RATE_LIMIT_LOGIN_PER_IP: / },
  { service: 'gateway', change: { TRUST_PROXY: 'true' }, line: /^Invalid environment variable TRUST_PROXY: .*true would trust any client/ },
  { service: 'gateway', change: { COOKIE_SECURE: 'yes' }, line: /^Invalid environment variable COOKIE_SECURE: / },
  { service: 'provider', change: { PORT: 'abc' }, line: /^Invalid environment variable PORT: .*number/ },
  { service: 'provider', change: { OPS_KEY: 'short' }, line: /^Invalid environment variable OPS_KEY: / },
  { service: 'provider', change: { PUBLIC_URL: 'not a url' }, line: /^Invalid environment variable PUBLIC_URL: / },
];

describe('a missing or bad variable stops the service with one clear line naming it', () => {
  it.each(CASES)('$service with $change', async ({ service, change, line }) => {
    const { exit, stdout, stderr } = await startWith(service, change);
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(stdout).toBe('');
    const lines = stderr.split('\n').filter(Boolean);
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});
