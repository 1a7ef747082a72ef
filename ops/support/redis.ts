import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../reliability/support/free-port.ts';

export type RedisServer = { port: number; url: string; stop: () => Promise<void> };

/** Debian's redis-server (`.ci/run` installs it), on a free loopback port, keeping nothing on disk. */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run installs it when missing)');
  }
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await ping(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop };
}

/** PING over the wire: true when a Redis answers +PONG on the port. */
export function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}
