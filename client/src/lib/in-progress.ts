import { refusalReason } from './errors.ts';

/** The gateway holds a second send of the same key for up to 4 s; past that it says 'in progress'. */
const TRIES = 6;
const PAUSE_MS = 1_000;

/**
 * Sends a keyed write, and sends it again while the gateway says the same key is still in
 * progress (another tab, a retry that crossed the first attempt): the user sees the answer
 * when it comes, never "in progress" as an error for a submit that is going through.
 */
export async function whileInProgress<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (refusalReason(error) !== 'in_progress' || attempt >= TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
}
