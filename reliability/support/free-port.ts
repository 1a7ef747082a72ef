import { createServer } from 'node:net';

/**
 * Where a test's servers listen: below the kernel's ephemeral range (32768-60999 on Linux), which
 * `listen(0)` and every outgoing connection on the machine draw from. A port found free with
 * `listen(0)` was released again before the child process could listen on it, and under `npm test`
 * (the browser journeys, the ops and reliability tests and their connections at once) another socket
 * could take it in between: a gateway then talked to someone else's server ("other side closed").
 */
const FIRST = 20_000;
const COUNT = 12_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free loopback port for a server that a test starts in another process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${FIRST} and ${FIRST + COUNT}`);
}
