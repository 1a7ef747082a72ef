import type { Plugin } from 'vite';
import { replaceAtBuild } from './replace-at-build.ts';

/**
 * Emotion adds a new rule to a style element the browser has not read yet, instead of to one it has.
 *
 * Emotion adds each new rule to its last style element with `insertRule`. When that element's sheet is
 * one the browser has already read, Chromium may take the change as one to the whole list of the page's
 * style sheets: it then rebuilds its fonts, and at the next frame lays out and paints every text and
 * picture of the page again ('Fonts changed' in its invalidation tracking). It did for a cascade layer's
 * rule or a media rule, which is how Chakra writes its recipes and responsive props, and in the shop for
 * some plain rules too. On a customer's home page that was a frame of 22 to 32 ms at full speed each time
 * a part drawn after the first paint brought a Chakra style the drawn page did not have; on the checkout,
 * whose pickers are drawn while the page is idle, four or five such frames a load (docs/performance.md section 38).
 * Rules in a style element added since the browser last read the styles cost nothing of the kind.
 *
 * So a rule starts a new style element unless the last one was added in this same piece of script: the
 * rules of one render share one element. The browser reads the styles after the script, or sooner if the
 * script asks for a layout in between; a rule added after that still lands in an element already read,
 * as all of them did before. The new element follows Emotion's others, so the rules keep their order.
 */
export function emotionRulesInUnreadSheet(): Plugin {
  return {
    name: 'tulus-emotion-rules-in-unread-sheet',
    // An Emotion release that starts its tags another way stops the build.
    transform: replaceAtBuild(SHEET_MODULE, NEW_TAG, NEW_TAG_WHEN_READ, 'client/build/emotion-rules-in-unread-sheet.ts'),
  };
}

/** @emotion/sheet's ES modules (production and development) in node_modules. */
const SHEET_MODULE = /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/;
const NEW_TAG = `    if (this.ctr % (this.isSpeedy ? 65000 : 1) === 0) {
      this._insertTag(createStyleElement(this));
    }
`;
/** `unread`: the element added in this piece of script, until its microtasks have run. */
export const NEW_TAG_WHEN_READ = `    if (this.ctr % (this.isSpeedy ? 65000 : 1) === 0 || (this.isSpeedy && this.tags[this.tags.length - 1] !== this.unread)) {
      this._insertTag(createStyleElement(this));
      var self = this, unread = (this.unread = this.tags[this.tags.length - 1]);
      queueMicrotask(function () { if (self.unread === unread) self.unread = null; });
    } /* client/build/emotion-rules-in-unread-sheet.ts */
`;
