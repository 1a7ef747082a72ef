/**
 * A screen's code that is gone because the shop was updated since this page was loaded: the page names
 * the files of its own build, and after a deploy the gateway has only the new build's (it answers 404 for
 * another build's file). A tab opened before a deploy meets this without a service worker, or once the new
 * build's worker has taken over (it deletes the old build's files); the page loaded again is the new build,
 * which has the screen (decision 083).
 */

/**
 * Chromium's, Firefox's and Safari's words for code that did not arrive (a dynamic import whose file could not be
 * fetched), and Vite's for a stylesheet.
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether `error` is code of the page's that did not arrive, rather than code that ran and failed. */
export const codeNotFetched = (error: unknown): error is Error => error instanceof Error && CODE_NOT_FETCHED.test(error.message);

const BUILD_FILE = /\/assets\/[^\s'"()]+/;

/**
 * The build file to ask the gateway about when code did not arrive: the one the error names (Chromium, Firefox,
 * Vite's CSS), or, when it names none (Safari: 'Importing a module script failed.'), the page's entry script
 * (`entry`, its src). A deploy that took the failed file away replaced the entry too: a file's name carries its
 * content's hash, and the entry names the lazy files, each naming the ones it loads.
 */
export function buildFileToAsk(error: unknown, entry: string | undefined): string | undefined {
  if (!codeNotFetched(error)) return undefined;
  return BUILD_FILE.exec(error.message)?.[0] ?? (entry ? BUILD_FILE.exec(entry)?.[0] : undefined);
}

/** The src of the page's entry script (index.html's module script), for `buildFileToAsk`. */
export const entryScript = (): string | undefined => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.getAttribute('src') ?? undefined;

/** A file answered 404 before for this page: loaded again, it still was. Never twice for one file. */
const RELOADED_FOR = 'tulus_reloaded_for_update';

/**
 * Whether a file the page named is gone from the gateway: it answers 404 for another build's file, so the shop was
 * updated since the page was loaded. false: the file is there, the phone is offline, or the gateway did not answer
 * within a few seconds (the signal, not an update).
 */
export async function buildFileGone(file: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    // The service worker leaves a HEAD to the network.
    return (await fetch(file, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5000) })).status === 404;
  } catch {
    return false;
  }
}

/**
 * What became of a screen's file that did not arrive: 'reloading' (it is gone from the gateway, the shop was
 * updated: the page loads again), 'missing' (gone still after the page was loaded again for it: the build
 * names a file it has not got, which no signal fixes), or 'signal' (the file is there, or the gateway did not
 * answer within a few seconds). Loads the page again once per file, so a broken build is not a loop.
 */
export async function reloadIfUpdated(file: string): Promise<'reloading' | 'missing' | 'signal'> {
  if (!(await buildFileGone(file))) return 'signal';
  if (sessionStorage.getItem(RELOADED_FOR) === file) return 'missing';
  sessionStorage.setItem(RELOADED_FOR, file);
  window.location.reload();
  return 'reloading';
}
