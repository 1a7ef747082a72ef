import type { Plugin } from 'vite';
import { replaceAtBuild } from './replace-at-build.ts';

/**
 * Emotion's style sheet leaves a drawn page's style element where it is when it is already in place,
 * instead of taking it out and putting it back.
 *
 * When the app starts on a page the gateway drew, Emotion's cache hands the page's style elements to its
 * sheet (`hydrate`), which inserts each one where its styles belong: `insertBefore`, even for an element
 * already there. The browser counts an element taken out and put back as a new style sheet, and restyles
 * the drawn page: 243 elements, 8 to 25 ms of the first task on this machine, 30 to 100 ms on a phone
 * slowed 4x (docs/performance.md sections 17 and 19). The gateway puts the drawn page's styles at the
 * end of its head, where the sheet would put them (server/src/web/emotion-styles.ts); with this, they stay.
 */
export function emotionSheetInPlace(): Plugin {
  return {
    name: 'tulus-emotion-sheet-in-place',
    // An Emotion release that inserts its tags another way stops the build.
    transform: replaceAtBuild(SHEET_MODULE, INSERT, IN_PLACE, 'client/build/emotion-sheet-in-place.ts'),
  };
}

/** @emotion/sheet's ES modules (production and development) in node_modules. */
const SHEET_MODULE = /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/;
const INSERT = '_this.container.insertBefore(tag, before);';
/**
 * In place: in the container, before `before` with nothing between them but style elements of this
 * sheet's own key (or `before` is the tag itself: it follows the last tag). The page's global styles are
 * one element per `<Global>`, each put right before the components' element as it hydrates: the first one
 * is followed by the others, in the order the gateway wrote them, which is the order they hydrate in.
 */
export const IN_PLACE =
  "var next = tag.nextSibling; while (next && next !== before && next.nodeName === 'STYLE' && String(next.getAttribute('data-emotion')).indexOf(_this.key + ' ') === 0) next = next.nextSibling; if (!(tag.parentNode === _this.container && (before === tag || next === before))) _this.container.insertBefore(tag, before); /* client/build/emotion-sheet-in-place.ts */";
