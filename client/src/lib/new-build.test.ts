import { describe, expect, it } from 'vitest';
import { buildFileToAsk, codeNotFetched } from './new-build.ts';

const ENTRY = '/assets/index-BuEwt5Mq.js';

describe('the build file a page asks the gateway about when code did not arrive', () => {
  it("is the file the error names: Chromium's, Firefox's and Vite's stylesheet's words", () => {
    expect(buildFileToAsk(new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/LoginPage-AbC_12-x.js'), ENTRY)).toBe('/assets/LoginPage-AbC_12-x.js');
    expect(buildFileToAsk(new TypeError('error loading dynamically imported module: https://tulus.example/assets/LocationMap-Q1.js'), ENTRY)).toBe('/assets/LocationMap-Q1.js');
    expect(buildFileToAsk(new Error('Unable to preload CSS for /assets/LocationMap-B8rIMasS.css'), ENTRY)).toBe('/assets/LocationMap-B8rIMasS.css');
  });

  it("is the page's entry script when the error names no file (Safari)", () => {
    expect(buildFileToAsk(new TypeError('Importing a module script failed.'), ENTRY)).toBe(ENTRY);
    expect(buildFileToAsk(new TypeError('Importing a module script failed.'), 'https://tulus.example/assets/index-9z.js')).toBe('/assets/index-9z.js');
    expect(buildFileToAsk(new TypeError('Importing a module script failed.'), undefined)).toBeUndefined();
  });

  it('is none for code that arrived and failed as it ran', () => {
    const crash = new TypeError("Cannot read properties of undefined (reading 'lat')");
    expect(codeNotFetched(crash)).toBe(false);
    expect(buildFileToAsk(crash, ENTRY)).toBeUndefined();
    expect(buildFileToAsk('not an error', ENTRY)).toBeUndefined();
  });
});
