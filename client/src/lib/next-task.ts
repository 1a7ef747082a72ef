/**
 * Resolves in a new task of the browser's event loop, so the work before and the work after it are two
 * tasks, with the browser free to handle a tap or paint between them. A slow phone's long task (over
 * 50 ms) is what makes a page slow to answer; two shorter ones are not.
 *
 * A message rather than `setTimeout(0)`: timers are clamped to 4 ms once nested, a message is not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
