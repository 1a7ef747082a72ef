/**
 * A full garbage collection in another Node process, through its inspector (started with
 * `--inspect=127.0.0.1:0`). V8 lets garbage pile up in the old generation between its full
 * collections, so a process's RSS read at two arbitrary moments differs by where each fell
 * in that cycle; read right after a full collection, it is the same point both times.
 */

/** The inspector's WebSocket address, from the "Debugger listening on ws://..." line Node prints. */
export function inspectorUrl(lines: string[]): string {
  for (const line of lines) {
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(line);
    if (match) return match[1]!;
  }
  throw new Error('the process printed no inspector address: was it started with --inspect?');
}

/**
 * Runs `HeapProfiler.collectGarbage` in the process and waits for it to finish. V8 takes it as a low-memory
 * notification: full collections ("Mark-Compact (reduce)" in --trace-gc) until little more is freed.
 */
export async function collectGarbage(url: string): Promise<void> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not reach the inspector at ${url}`)), { once: true });
  });
  try {
    const answered = new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`HeapProfiler.collectGarbage: ${message.error.message}`));
        else resolve();
      });
      socket.addEventListener('close', () => reject(new Error(`the inspector at ${url} closed before it answered`)), { once: true });
    });
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    await answered;
  } finally {
    socket.close();
  }
}
