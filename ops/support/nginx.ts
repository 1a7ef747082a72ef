import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './compose.ts';
import { freePort } from '../../reliability/support/free-port.ts';

// Debian puts it in /usr/sbin, which not every PATH has.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export type Nginx = { url: string; config: string; accessLog: () => string; stop: () => Promise<void> };

/**
 * deploy/nginx.conf as this machine can run it with Debian's nginx (`.ci/run` installs it):
 * only what Docker provides changes. The replicas' addresses come from Docker's DNS in compose
 * (`resolve`, nginx 1.27.3 or later); here they are listed. It listens on a loopback port and
 * keeps its pid, logs and temporary files in a folder of its own. Everything else is the file as shipped.
 */
export function localNginxConfig(upstreams: string[], port: number, dir: string): string {
  const shipped = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    return text.replace(from, to);
  };
  let config = shipped;
  config = replace(config, /^ {2}resolver .*\n/m, '');
  config = replace(config, /^ {4}server gateway-replica:3000 resolve;$/m, upstreams.map((u) => `    server ${u};`).join('\n'));
  config = replace(config, /^ {4}listen 8080;$/m, `    listen 127.0.0.1:${port};`);
  config = replace(config, /access_log \/dev\/stdout main;/, `access_log ${dir}/access.log main;`);
  config = replace(config, /error_log \/dev\/stderr warn;/, `error_log ${dir}/error.log warn;`);
  config = replace(config, /^http \{$/m, ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`)].join('\n'));
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${config}`;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (spawnSync(NGINX, ['-v']).error) throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run installs it when missing)');
  const dir = mkdtempSync(join(tmpdir(), 'tulus-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const config = localNginxConfig(upstreams, port, dir);
  writeFileSync(join(dir, 'nginx.conf'), config);
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  const check = spawnSync(NGINX, ['-t', ...args.slice(0, 4)], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/nginx-health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    config,
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    stop: async () => {
      // QUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
