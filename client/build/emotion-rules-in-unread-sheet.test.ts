import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transformWith } from './transform-for-test.ts';
import { emotionRulesInUnreadSheet, NEW_TAG_WHEN_READ } from './emotion-rules-in-unread-sheet.ts';

const require = createRequire(import.meta.url);
const SHEET_DIST = join(dirname(require.resolve('@emotion/sheet/package.json')), 'dist');

/** The plugin's transform, as Vite calls it: the code it returns, or null for a module it leaves alone. */
const transform = (id: string, code?: string) => transformWith(emotionRulesInUnreadSheet(), id, code);

/** A style element as far as Emotion's sheet uses it: its attributes, its place, its rules. */
type Tag = { nextSibling: Tag | null; rules: string[]; sheet: { cssRules: string[]; insertRule(rule: string, at: number): void }; setAttribute(): void; appendChild(): void };
type Sheet = { insert(rule: string): void; hydrate(tags: Tag[]): void; tags: Tag[] };

function styleElement(): Tag {
  const rules: string[] = [];
  return { nextSibling: null, rules, sheet: { cssRules: rules, insertRule: (rule, at) => void rules.splice(at, 0, rule) }, setAttribute() {}, appendChild() {} };
}

/** The transformed module's StyleSheet (speedy: `insertRule`, as in production), in a head that records where each element goes. */
async function sheetWith(file: string, code = transform(join(SHEET_DIST, file))!) {
  const { StyleSheet } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { StyleSheet: new (options: object) => Sheet };
  const head: Tag[] = [];
  const linked = () => head.forEach((tag, i) => (tag.nextSibling = head[i + 1] ?? null));
  const container = {
    insertBefore: (tag: Tag, before: Tag | null) => {
      head.splice(before ? head.indexOf(before) : head.length, 0, tag);
      linked();
    },
  };
  /** Another style sheet at the end of the head, as Vite's preloading appends a lazy screen's CSS file. */
  const appendLink = () => {
    const link = styleElement();
    link.rules.push('.voucher-option{padding:0}');
    container.insertBefore(link, null);
    return link;
  };
  return { sheet: new StyleSheet({ key: 'css', container, speedy: true }), head, appendLink };
}

/** The end of this piece of script: its microtasks have run (the browser may read the styles after it). */
const endOfScript = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const realDocument = globalThis.document;
beforeEach(() => {
  // An event target for the focusout the sheet listens to.
  const events = new EventTarget();
  globalThis.document = Object.assign(events, { createElement: styleElement, createTextNode: () => ({}) }) as unknown as Document;
});
afterEach(() => {
  globalThis.document = realDocument;
});

describe("Emotion's style sheet adds a rule to a style element the browser has not read yet", () => {
  for (const file of ['emotion-sheet.esm.js', 'emotion-sheet.development.esm.js']) {
    it(`${file}: still parses, with the check in place of the new element every 65000 rules`, () => {
      const code = transform(join(SHEET_DIST, file))!;
      expect(() => parseAst(code)).not.toThrow();
      expect(code).toContain(NEW_TAG_WHEN_READ);
    });

    it(`${file}: the rules of one piece of script share one new element; the next script's rules go to another, after it`, async () => {
      const { sheet, head } = await sheetWith(file);
      sheet.insert('@layer recipes{.css-a{color:red}}');
      sheet.insert('.css-b{padding:0}');
      expect(head.map((tag) => tag.rules)).toEqual([['@layer recipes{.css-a{color:red}}', '.css-b{padding:0}']]);
      await endOfScript();
      sheet.insert('@media screen{.css-c{color:blue}}');
      sheet.insert('.css-d{margin:0}');
      expect(head.map((tag) => tag.rules)).toEqual([['@layer recipes{.css-a{color:red}}', '.css-b{padding:0}'], ['@media screen{.css-c{color:blue}}', '.css-d{margin:0}']]);
      expect(sheet.tags).toEqual(head);
    });

    it(`${file}: a focus leaving an element in the middle of a script (the browser reads the styles then) ends the element's turn: the rules after it go to a new one`, async () => {
      const { sheet, head } = await sheetWith(file);
      sheet.insert('.css-a{color:red}');
      document.dispatchEvent(new Event('focusout'));
      sheet.insert('.css-b{padding:0}');
      sheet.insert('.css-c{margin:0}');
      expect(head.map((tag) => tag.rules)).toEqual([['.css-a{color:red}'], ['.css-b{padding:0}', '.css-c{margin:0}']]);
      // The rules of the next piece of script share a new element, as before.
      await endOfScript();
      sheet.insert('.css-d{color:blue}');
      sheet.insert('.css-e{color:green}');
      expect(head.map((tag) => tag.rules)).toEqual([['.css-a{color:red}'], ['.css-b{padding:0}', '.css-c{margin:0}'], ['.css-d{color:blue}', '.css-e{color:green}']]);
    });

    it(`${file}: a later element goes after a style sheet appended to the head since the last one, not before it (which would insert a sheet among the others)`, async () => {
      const { sheet, head, appendLink } = await sheetWith(file);
      sheet.insert('.css-a{color:red}');
      await endOfScript();
      const link = appendLink();
      sheet.insert('@layer recipes{.css-b{color:red}}');
      sheet.insert('.css-c{margin:0}');
      expect(head.map((tag) => tag.rules)).toEqual([['.css-a{color:red}'], link.rules, ['@layer recipes{.css-b{color:red}}', '.css-c{margin:0}']]);
      expect(sheet.tags).toEqual([head[0], head[2]]);
    });

    it(`${file}: a drawn page's element, which the browser has read, gets no rule: the first one starts a new element`, async () => {
      const { sheet, head } = await sheetWith(file);
      const drawn = styleElement();
      drawn.rules.push('.css-drawn{color:red}');
      sheet.hydrate([drawn]);
      sheet.insert('.css-e{color:green}');
      expect(head.map((tag) => tag.rules)).toEqual([['.css-drawn{color:red}'], ['.css-e{color:green}']]);
    });
  }

  it('without the change, every rule after the first script lands in an element already read (the build before)', async () => {
    const { sheet, head } = await sheetWith('emotion-sheet.esm.js', readFileSync(join(SHEET_DIST, 'emotion-sheet.esm.js'), 'utf8'));
    sheet.insert('.css-a{color:red}');
    await endOfScript();
    sheet.insert('@layer recipes{.css-b{color:red}}');
    expect(head.map((tag) => tag.rules)).toEqual([['.css-a{color:red}', '@layer recipes{.css-b{color:red}}']]);
  });

  it('stops the build on a sheet module written another way, and leaves other modules alone', () => {
    expect(() => transform(join(SHEET_DIST, 'emotion-sheet.esm.js'), 'export class StyleSheet {}')).toThrow(/not found/);
    expect(transform(join(SHEET_DIST, 'emotion-sheet.cjs.js'))).toBeNull();
  });
});
