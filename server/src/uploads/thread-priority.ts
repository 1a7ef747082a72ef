/**
 * Picture work yields the CPU to the event loop. The gateway's main thread answers every request;
 * a compression can wait a few milliseconds. On a machine with two cores, the upload worker and
 * libvips' threads otherwise take the cores as often as the main thread does, and every timer and
 * socket read of the main thread then waits its turn (the upload route's event-loop delay).
 *
 * Linux keeps a nice value per thread, and raising it needs no privilege. The upload worker raises
 * its own; libvips starts its worker threads from libuv's pool (shared with the main thread's file
 * and crypto work, so left alone), and they are found by name. Elsewhere this does nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** 10 of 19: under load from the main thread a niced thread gets about a tenth of a core; idle cores are used in full. */
export const PICTURE_WORK_NICE = 10;

/** Lowers the priority of the calling thread (on Linux only that thread, not the process). */
export function lowerThisThread(): void {
  try {
    setPriority(PICTURE_WORK_NICE);
  } catch {
    // Not allowed or not supported: picture work then competes as before.
  }
}

/** Lowers libvips' worker threads that are not yet lowered; they come and go, so this runs with each job. */
export function lowerLibvipsThreads(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of threads) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8') !== 'libvips worker\n') continue;
      if (getPriority(Number(tid)) < PICTURE_WORK_NICE) setPriority(Number(tid), PICTURE_WORK_NICE);
    } catch {
      // The thread ended in between.
    }
  }
}
