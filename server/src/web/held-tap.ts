import { createHash } from 'node:crypto';

/**
 * The one inline script of a page the gateway drew (render-worker.ts puts it before the drawn HTML). A
 * drawn page shows its links and buttons seconds before its scripts have run on a slow phone; a tap on
 * a link in that window used to load the whole page anew (2 s) and a tap on a button did nothing. This
 * holds the last such tap and the app replays it once it has taken the page over (client
 * lib/before-the-app.ts, the same global names): the link then opens inside the app.
 * docs/decisions/017-hydrate-the-drawn-page.md.
 */
export const HELD_TAP_SCRIPT =
  "(function(){var d=document;function h(e){var t=e.target;t=t&&t.closest&&t.closest('#root a[href],#root button');" +
  "if(!t||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();window.__tulusHeldTap=t}" +
  "d.addEventListener('click',h,true);window.__tulusReleaseTap=function(){d.removeEventListener('click',h,true)}})()";

/** The script's CSP source: the gateway's Content-Security-Policy allows it by this hash and no other inline script. */
export const HELD_TAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HELD_TAP_SCRIPT).digest('base64')}'`;
