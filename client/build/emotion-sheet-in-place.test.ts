import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { transformWith } from './transform-for-test.ts';
import { emotionSheetInPlace, IN_PLACE } from './emotion-sheet-in-place.ts';

const require = createRequire(import.meta.url);
const SHEET_DIST = join(dirname(require.resolve('@emotion/sheet/package.json')), 'dist');

/** The plugin's transform, as Vite calls it: the code it returns, or null for a module it leaves alone. */
const transform = (id: string, code?: string) => transformWith(emotionSheetInPlace(), id, code);

type Tag = { parentNode: unknown; nextSibling: unknown; nodeName?: string; getAttribute?: (name: string) => string | null };
type Sheet = { hydrate(tags: Tag[]): void; tags: Tag[]; before: Tag | null; container: unknown };

/** The transformed module's StyleSheet, with a container that records what it is asked to move. */
async function sheetWith(file: string, key = 'css') {
  const code = transform(join(SHEET_DIST, file))!;
  const { StyleSheet } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { StyleSheet: new (options: object) => Sheet };
  const moved: Tag[] = [];
  const container = { insertBefore: (tag: Tag) => void moved.push(tag) };
  return { sheet: new StyleSheet({ key, container }), container, moved };
}

describe("Emotion's style sheet leaves a drawn page's style element in place", () => {
  for (const file of ['emotion-sheet.esm.js', 'emotion-sheet.development.esm.js']) {
    it(`${file}: still parses, with the check in place of the unconditional insertBefore`, () => {
      const code = transform(join(SHEET_DIST, file))!;
      expect(() => parseAst(code)).not.toThrow();
      expect(code).toContain(IN_PLACE);
      expect(code).not.toMatch(/^\s*_this\.container\.insertBefore\(tag, before\);$/m);
    });

    it(`${file}: a style already last in the head stays; the ones after it, right behind it, stay; one elsewhere moves`, async () => {
      const { sheet, container, moved } = await sheetWith(file);
      const third: Tag = { parentNode: {}, nextSibling: null };
      const second: Tag = { parentNode: container, nextSibling: null };
      const first: Tag = { parentNode: container, nextSibling: second };
      // The first is not last: it moves to the end (Emotion's own order); the second then follows it, in place.
      sheet.hydrate([first]);
      expect(moved).toEqual([first]);
      first.nextSibling = second;
      sheet.hydrate([second]);
      expect(moved).toEqual([first]);
      // One in another element (the page's body) moves.
      sheet.hydrate([third]);
      expect(moved).toEqual([first, third]);
      expect(sheet.tags).toEqual([first, second, third]);
    });
  }

  for (const file of ['emotion-sheet.esm.js', 'emotion-sheet.development.esm.js']) {
    it(`${file}: the global styles, one element per <Global> before the components' element, all stay where the gateway wrote them`, async () => {
      // Each <Global> has a sheet of its own, which puts its element right before the components' one.
      const first = await sheetWith(file, 'css-global');
      const second = await sheetWith(file, 'css-global');
      const container = first.container;
      second.sheet.container = container;
      const components: Tag = { parentNode: container, nextSibling: null };
      const global = (name: string, next: Tag): Tag => ({ parentNode: container, nextSibling: next, nodeName: 'STYLE', getAttribute: () => `css-global ${name}` });
      const secondTag = global('b', components);
      const firstTag = global('a', secondTag);
      first.sheet.before = components;
      second.sheet.before = components;
      first.sheet.hydrate([firstTag]);
      second.sheet.hydrate([secondTag]);
      expect([...first.moved, ...second.moved]).toEqual([]);
      // One with something else between it and the components' element moves.
      const other: Tag = { parentNode: container, nextSibling: components, nodeName: 'LINK', getAttribute: () => null };
      const third = await sheetWith(file, 'css-global');
      third.sheet.container = container;
      third.sheet.before = components;
      const thirdTag = global('c', other);
      third.sheet.hydrate([thirdTag]);
      expect(first.moved).toEqual([thirdTag]);
    });
  }

  it('stops the build on a sheet module written another way, and leaves other modules alone', () => {
    expect(() => transform(join(SHEET_DIST, 'emotion-sheet.esm.js'), 'export class StyleSheet {}')).toThrow(/not found/);
    expect(transform(join(SHEET_DIST, 'emotion-sheet.cjs.js'))).toBeNull();
  });
});
