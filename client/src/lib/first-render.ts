import { whenIdle } from './when-idle.ts';

/**
 * What the browser's first render must share with the gateway's drawing of the same page, so that
 * React can hydrate the drawn HTML instead of throwing it away and drawing it again
 * (docs/decisions/017-hydrate-the-drawn-page.md): the moment the gateway drew it (a date-dependent
 * screen shows the time as of then until the first render is done), and the answers it carries kept
 * fresh until then (asking again during the first render would only draw the page a second time).
 */
/**
 * The history entry this document was loaded at (React Router keeps its key in history.state), read as the
 * entry module is evaluated, before the router moves. A reload, or a Back to it from another document,
 * brings back that entry's navigation state, which the gateway never sees: the drawing was made without it.
 */
const documentEntry: unknown = typeof window === 'undefined' ? undefined : (window.history?.state as { key?: unknown } | null | undefined)?.key;

/** Whether `location` is the history entry this document was loaded at (see `documentEntry`). */
export function isDocumentEntry(location: { key: string }): boolean {
  return typeof documentEntry === 'string' && location.key === documentEntry;
}

let drawnAt: number | undefined;
let done = false;
const whenDone: Array<() => void> = [];

/** Before rendering a page drawn at `at` (ms since the epoch): main.tsx in the browser, the renderer on the gateway. */
export function startFirstRender(at: number | undefined): void {
  drawnAt = at;
}

/** Whether the app's first render is over. */
export function firstRenderDone(): boolean {
  return done;
}

/** Runs `callback` once the first render is over (at once if it is). */
export function afterFirstRender(callback: () => void): void {
  if (done) callback();
  else whenDone.push(callback);
}

/**
 * The first render's frame is on screen (app/FirstRenderMark.tsx). Its Suspense boundaries hydrate in
 * passes of their own after it (React hydrates the frame first and yields to input in between), so the
 * first render is over only once the browser is idle: then the clock is the real one.
 */
export function endFirstRender(): void {
  const end = () => {
    if (done) return;
    done = true;
    for (const callback of whenDone.splice(0)) callback();
  };
  whenIdle(end);
}

/** Now, for rendering: the drawn page's time during its first render, then the clock. */
export function renderNow(): number {
  return !done && drawnAt !== undefined ? drawnAt : Date.now();
}
