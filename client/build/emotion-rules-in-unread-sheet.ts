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
 * as all of them did before. One such read is the browser's own: when React's commit removes the element
 * that has the focus (the cart's 'Checkout' button as the checkout replaces the cart), Chromium sends
 * blur and focusout and reads the styles then, in the middle of the commit, whose later rules went into
 * the element it had just read: the whole page laid out again on the way to the checkout in 4 to 5 of 10
 * loads on a fast host (docs/performance.md section 72). So a focusout ends the element's turn too.
 *
 * The new element goes at the end of the page's style sheets, after Emotion's others, so the rules keep
 * their order (`last` below).
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
/**
 * `unread`: the element added in this piece of script, until its microtasks have run.
 * `last`: a later element of the components' sheet (one with no `before`, insertion point or prepend: not a
 * `<Global>`'s) goes at the end of the container, where Emotion's own would go right after its last element.
 * Between the two there may be a style sheet added since: a lazily loaded screen's CSS file, whose link
 * Vite's preloading appends to the head. An element put before that link is a sheet inserted among the
 * others, which changes the whole list (the relayout above: on every visit to the checkout from the cart,
 * every load of the personal data tab with its map, and cold checkouts on a busy machine; docs/performance.md
 * section 39). At the end, Emotion's later rules follow that file's: no rule of those files styles an
 * element Emotion styles (voucher-picker.css styles the shop's plain checkbox, Leaflet's its own map elements).
 */
export const NEW_TAG_WHEN_READ = `    if (this.ctr % (this.isSpeedy ? 65000 : 1) === 0 || (this.isSpeedy && this.tags[this.tags.length - 1] !== this.unread)) {
      var fresh = createStyleElement(this), last = this.tags.length > 0 && !this.before && !this.insertionPoint && !this.prepend;
      if (last) { this.container.insertBefore(fresh, null); this.tags.push(fresh); } else this._insertTag(fresh);
      var self = this, unread = (this.unread = fresh);
      var read = function () { if (self.unread === unread) self.unread = null; document.removeEventListener('focusout', read, true); };
      document.addEventListener('focusout', read, true);
      queueMicrotask(read);
    } /* client/build/emotion-rules-in-unread-sheet.ts */
`;
