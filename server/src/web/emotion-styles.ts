/**
 * The drawn page's Emotion styles, gathered at the end of its head.
 *
 * renderToString writes Emotion's styles as `<style data-emotion="css k1 k2">` elements inside the page,
 * before the elements they style. The browser's Emotion takes them into the head when it starts, before
 * the app hydrates, and its sheet puts each one at the end of the head again: the browser then counts
 * every one as a new style sheet and restyles the drawn page (243 elements on a customer's home; 30 to
 * 100 ms of the first task on a phone slowed 4x, docs/performance.md section 19). Here they go where the
 * sheet would put them, last in the head, marked `data-s` (Emotion's mark for a style it has already
 * moved): the components' in one element, after the global ones (Chakra's cascade layers' order), and
 * the sheet leaves an element already in place where it is (client/build/emotion-sheet-in-place.ts).
 * Left in the page, a global style would be moved after the components' and push them out of place.
 */
export function emotionStylesToHead(html: string): { html: string; style: string } {
  const globals: string[] = [];
  const keys: string[] = [];
  const rules: string[] = [];
  const rest = html
    // Each global style stays an element of its own: Emotion's <Global> finds its own by its exact key.
    .replace(GLOBAL_STYLE, (_element, key: string, css: string) => {
      globals.push(`<style data-emotion="css-global ${key}" data-s="">${css}</style>`);
      return '';
    })
    .replace(COMPONENT_STYLE, (_element, names: string, css: string) => {
      keys.push(names);
      rules.push(css);
      return '';
    });
  // In the page's order: a later rule wins over an earlier one of the same weight, as it did in the page.
  // The element is there, empty, for a page with global styles and no component styled at runtime (the
  // plain drawn pages, decision 076): each <Global> puts its element right before the components' first
  // one, and with none it put them at the end of the head, after the scripts' preload links added since,
  // which made the browser rebuild every style sheet and lay out the whole page again (decision 066).
  // Emotion's cache takes an element as its own by `data-emotion` starting with "css ": hence the space.
  const components = keys.length > 0 || globals.length > 0 ? `<style data-emotion="css ${keys.join(' ')}" data-s="">${rules.join('')}</style>` : '';
  return { html: rest, style: globals.join('') + components };
}

/** Emotion's component style elements as renderToString writes them (key `css`), and its global ones (`css-global`). */
const COMPONENT_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;
const GLOBAL_STYLE = /<style data-emotion="css-global ([^"]+)">([\s\S]*?)<\/style>/g;
