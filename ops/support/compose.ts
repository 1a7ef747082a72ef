import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = fileURLToPath(new URL('../..', import.meta.url));

type ComposeService = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  profiles?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
};
export type ComposeFile = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

/** docker-compose.yml as compose reads it, anchors and merge keys resolved, before interpolation. */
export function readCompose(): ComposeFile {
  return parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as ComposeFile;
}

const REFERENCE = /\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g;

/** The variables a value takes from .env, with their kind: required (`:?`), defaulted (`:-`) or plain. */
export function references(value: string): Array<{ name: string; kind: 'required' | 'default' | 'plain'; rest: string }> {
  return [...value.matchAll(REFERENCE)].map((m) => ({ name: m[1]!, kind: m[2] === '?' ? 'required' : m[2] === '-' ? 'default' : 'plain', rest: m[3] ?? '' }));
}

/** Compose's interpolation of one value: ${NAME:?message} fails like compose does, ${NAME:-default}, ${NAME}. */
export function interpolate(value: string, dotenv: Record<string, string>): string {
  return value.replace(REFERENCE, (_all, name: string, op: string | undefined, rest: string | undefined) => {
    const given = dotenv[name];
    if (op === '?') {
      if (!given) throw new Error(`required variable ${name} is missing a value: ${rest}`);
      return given;
    }
    if (op === '-') return given || (rest ?? '');
    return given ?? '';
  });
}

/** The environment a container of this service gets: the image's ENV, then the service's interpolated environment. */
export function containerEnvironment(compose: ComposeFile, service: string, dotenv: Record<string, string>): Record<string, string> {
  const declared = compose.services[service]?.environment;
  if (!declared) throw new Error(`service ${service} has no environment block`);
  const env: Record<string, string> = { ...dockerfile().env };
  for (const [name, value] of Object.entries(declared)) env[name] = interpolate(String(value), dotenv);
  return env;
}

/** The command a container of this service runs: its compose command, else the image's CMD. */
export function containerCommand(compose: ComposeFile, service: string): string[] {
  return compose.services[service]?.command ?? dockerfile().cmd;
}

/** The runtime stage's ENV and CMD, read from the Dockerfile. */
export function dockerfile(): { text: string; env: Record<string, string>; cmd: string[] } {
  const text = readFileSync(`${root}Dockerfile`, 'utf8');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const lines = runtime.replace(/\\\n\s*/g, ' ').split('\n');
  const env: Record<string, string> = {};
  for (const line of lines.filter((l) => l.startsWith('ENV '))) {
    for (const [, name, value] of line.slice(4).matchAll(/([A-Z_]+)=(\S+)/g)) env[name!] = value!;
  }
  const cmdLine = lines.find((l) => l.startsWith('CMD '));
  if (!cmdLine) throw new Error('the Dockerfile has no CMD');
  return { text, env, cmd: JSON.parse(cmdLine.slice(4)) as string[] };
}

export type LocalPlaces = {
  /** Container port -> the free loopback port that stands in for it (4100 provider, 3000 gateway, 6379 redis). */
  ports: Record<number, number>;
  /** The loopback port this process listens on. */
  ownPort: number;
  /** Stands in for the /data volume. */
  dataDir: string;
  /** Stands in for /app/client/dist, the built client in the image. */
  clientDist: string;
};

/**
 * The same environment on this machine: service host names (and localhost, the provider's
 * published port) become 127.0.0.1 with the free port standing in for the container port,
 * the volume and the image's folders become temporary ones. Nothing else changes.
 */
export function localize(env: Record<string, string>, places: LocalPlaces): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    let local = value.replace(/\/\/([a-z][a-z0-9-]*):(\d+)/g, (all, _host: string, port: string) => {
      const mapped = places.ports[Number(port)];
      return mapped ? `//127.0.0.1:${mapped}` : all;
    });
    if (local.startsWith('/data/')) local = `${places.dataDir}/${local.slice('/data/'.length)}`;
    if (local === '/app/client/dist') local = places.clientDist;
    out[name] = local;
  }
  out.HOST = '127.0.0.1';
  out.PORT = String(places.ownPort);
  return out;
}
