import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerfile, readCompose, references, root } from './support/compose.ts';

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const SECRETS = ['SESSION_SECRET', 'TOKEN_SECRET', 'OPS_KEY'];

/** dclint checks a compose file against the Compose specification's JSON schema (and our lint rules): no engine needed. */
function dclint(file: string) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/dclint/bin/dclint.cjs'), '--color=false', file], { cwd: root, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('docker-compose.yml', () => {
  const compose = readCompose();
  const text = read('docker-compose.yml');
  // What compose interpolates: every line but the comments.
  const config = text.split('\n').filter((line) => !line.trimStart().startsWith('#')).join('\n');

  it('is valid against the Compose specification (dclint, without a Docker engine)', () => {
    const { code, output } = dclint(join(root, 'docker-compose.yml'));
    expect(output).not.toMatch(/error/);
    expect(code, output).toBe(0);
  });

  it('and the check catches a broken file (a misspelt key)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tulus-compose-'));
    try {
      writeFileSync(join(dir, 'docker-compose.yml'), text.replace('stop_grace_period: 20s', 'stop_grace_perod: 20s'));
      const { code, output } = dclint(join(dir, 'docker-compose.yml'));
      expect(code).not.toBe(0);
      expect(output).toMatch(/invalid-schema/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('requires every secret from .env (${NAME:?...}) and gives none a default', () => {
    const used = [...config.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!);
    for (const secret of SECRETS) {
      expect(used).toContain(secret);
      for (const ref of references(config).filter((r) => r.name === secret)) expect(ref.kind).toBe('required');
    }
  });

  it('.env.example documents every variable the compose file reads, and only those; its secrets are empty', () => {
    const example = read('.env.example');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    const used = new Set(references(config).map((r) => r.name));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !used.has(name))).toEqual([]);
    for (const secret of SECRETS) expect(example).toMatch(new RegExp(`^${secret}=$`, 'm'));
  });

  it('runs the gateway after a healthy provider, with health checks, the provider data on a named volume', () => {
    const { provider, gateway } = compose.services;
    expect(provider!.command).toEqual(['node', 'mock-provider/src/server.ts']);
    expect(provider!.volumes).toEqual(['provider-data:/data']);
    expect(Object.keys(compose.volumes ?? {})).toContain('provider-data');
    expect(gateway!.depends_on).toEqual({ provider: { condition: 'service_healthy' } });
    expect(gateway!.environment!.CLIENT_DIST).toBe('/app/client/dist');
    for (const [name, service] of Object.entries(compose.services)) expect(service.healthcheck, name).toBeDefined();
  });

  it('gives the gateways more time to stop than their own shutdown bound (15 s), so Docker never SIGKILLs an upload', () => {
    for (const name of ['gateway', 'gateway-replica']) expect(Number.parseInt(compose.services[name]!.stop_grace_period ?? '10')).toBeGreaterThan(15);
  });

  it('profile scale: two gateway replicas sharing Redis, behind the nginx of deploy/nginx.conf', () => {
    const { redis, lb } = compose.services;
    const replica = compose.services['gateway-replica']!;
    for (const service of [redis, lb, replica]) expect(service!.profiles).toEqual(['scale']);
    expect(replica.deploy?.replicas).toBe(2);
    expect(replica.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', TRUST_PROXY: '1' });
    expect(replica.depends_on).toEqual({ provider: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(lb!.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro']);
    expect(lb!.depends_on).toEqual({ 'gateway-replica': { condition: 'service_healthy' } });
    // nginx balances over the replica service's addresses on the gateway's port.
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server gateway-replica:3000 resolve;/);
    expect(nginx).toMatch(/listen 8080;/);
    expect(lb!.ports).toEqual(['${LB_PORT:-8080}:8080']);
    // One hop of X-Forwarded-For is believed (TRUST_PROXY=1) because nginx appends the address it saw.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});

describe('Dockerfile', () => {
  const { text, cmd } = dockerfile();

  it('builds on Node 24, the project Node major, in both stages', () => {
    expect([...text.matchAll(/^ARG NODE_IMAGE=(.+)$/gm)].map((m) => m[1])).toEqual(['node:24-bookworm-slim']);
    // build and runtime on Node; between them an empty stage that only hands out the source maps.
    expect([...text.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])).toEqual(['${NODE_IMAGE}', 'scratch', '${NODE_IMAGE}']);
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: { node: string } };
    expect(pkg.engines.node).toBe('>=24 <25');
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  });

  it('installs only production dependencies of the two services in the runtime stage, runs as a non-root user, has a HEALTHCHECK', () => {
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/npm ci --omit=dev[^\n]*-w @tulus\/server -w @tulus\/mock-provider/);
    expect(runtime).toMatch(/COPY --from=build \/app\/client\/dist client\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD '));
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*fetch\('http:\/\/127\.0\.0\.1:/m);
    expect(cmd).toEqual(['node', 'server/src/server.ts']);
  });

  it('keeps source maps and TypeScript out of the runtime image', () => {
    const build = text.slice(0, text.indexOf('\nFROM scratch'));
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    // The build moves every map out of client/dist before the runtime copies that folder.
    expect(build).toMatch(/npm run build -w @tulus\/client[\s\S]*find \. -name '\*\.map' -exec cp --parents \{\} \/app\/sourcemaps\/ \\; -delete/);
    expect(runtime).not.toMatch(/sourcemaps/);
    // @trpc/server's peer dependency, installed by `npm ci --omit=dev`, is removed in the same layer.
    expect(runtime).toMatch(/npm ci --omit=dev[^\n]*\\\n\s*&& rm -rf node_modules\/typescript /);
    expect(read('.dockerignore').split('\n')).toContain('**/*.map');
  });

  it('copies only paths that exist, and .dockerignore keeps out node_modules, builds, data and .env', () => {
    for (const [, from] of text.matchAll(/^COPY (?!--from)(\S+)/gm)) expect(existsSync(join(root, from!)), from).toBe(true);
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/.data', '.env', '.git']) expect(ignore).toContain(entry);
  });
});

describe('README', () => {
  const readme = read('README.md');
  const section = (title: string) => {
    const start = readme.indexOf(`## ${title}`);
    expect(start, title).toBeGreaterThanOrEqual(0);
    const end = readme.indexOf('\n## ', start + 1);
    return readme.slice(start, end < 0 ? undefined : end);
  };

  it('"Run with docker compose" and "Scale out" use only services and profiles the compose file has', () => {
    const services = Object.keys(readCompose().services);
    const text = `${section('Run with docker compose')}\n${section('Scale out')}`;
    const commands = text.split('\n').filter((line) => /^\s*docker compose /.test(line));
    expect(commands.length).toBeGreaterThan(2);
    for (const command of commands) {
      for (const [, profile] of command.matchAll(/--profile (\S+)/g)) expect(profile).toBe('scale');
      const words = command.replace(/#.*/, '').trim().split(/\s+/);
      const up = words.indexOf('up');
      if (up < 0) continue;
      // Service names only: flags and the values of --scale (service=n) aside.
      for (const word of words.slice(up + 1).filter((w) => !w.startsWith('-') && !w.includes('='))) expect(services, command).toContain(word);
      for (const [, scaled] of command.matchAll(/--scale (\S+)=\d+/g)) expect(services, command).toContain(scaled);
    }
  });
});
