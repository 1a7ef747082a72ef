import { describe, expect, it } from 'vitest';
import { transformWith } from './transform-for-test.ts';
import { inlineStylesCountAsLoaded, READ_STYLES_AND_LINKS } from './inline-styles-count-as-loaded.ts';

const HELPER = '\0vite/preload-helper.js';
const transform = (id: string, code: string) => transformWith(inlineStylesCountAsLoaded(), id, code);

/** The part of Vite's helper that reads what the page has loaded, as a module of its own. */
const READING = `export function loaded() {
  const preloadedHrefs = { all: new Set(), styles: new Set() };
  const links = document.getElementsByTagName("link");
  for (let i = links.length - 1; i >= 0; i--) if (links[i].rel === "stylesheet") preloadedHrefs.styles.add(links[i].href);
  return preloadedHrefs.styles;
}`;

describe("Vite's preloading counts the entry's stylesheet written into the page as loaded", () => {
  it("adds a style element's data-href to the stylesheets the page has, beside its links", async () => {
    const code = transform(HELPER, READING)!;
    expect(code).toContain(READ_STYLES_AND_LINKS);
    const { loaded } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { loaded: () => Set<string> };
    const page = {
      baseURI: 'https://tulus.example/Profile',
      querySelectorAll: (selector: string) => (selector === 'style[data-href]' ? [{ getAttribute: () => '/assets/index-abc.css' }] : []),
      getElementsByTagName: () => [{ rel: 'stylesheet', href: 'https://tulus.example/assets/CheckoutPage-def.css' }],
    };
    const real = globalThis.document;
    globalThis.document = page as unknown as Document;
    try {
      expect([...loaded()].sort()).toEqual(['https://tulus.example/assets/CheckoutPage-def.css', 'https://tulus.example/assets/index-abc.css']);
    } finally {
      globalThis.document = real;
    }
  });

  it('stops the build on a helper that reads the links another way, and leaves other modules alone', () => {
    expect(() => transform(HELPER, 'export const preload = () => {}')).toThrow(/not found/);
    expect(transform('/src/main.tsx', READING)).toBeNull();
  });
});
