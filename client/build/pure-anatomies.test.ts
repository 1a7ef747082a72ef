import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { createAnatomy } from '@zag-js/anatomy';
import { pureAnatomiesAtBuild } from './pure-anatomies.ts';
import { transformWith } from './transform-for-test.ts';

const require = createRequire(import.meta.url);
const NODE_MODULES = join(dirname(require.resolve('@chakra-ui/react/package.json')), '../..');
const ZAG = join(NODE_MODULES, '@zag-js');
const CHAKRA_ESM = join(NODE_MODULES, '@chakra-ui/react/dist/esm');

/** The plugin's transform, as Vite calls it: the code it returns, or null for a module it leaves alone. */
const transform = (id: string) => transformWith(pureAnatomiesAtBuild(), id);

/** Zag's anatomy modules, one per component package. */
const zagAnatomies = readdirSync(ZAG).flatMap((pkg) => {
  try {
    return readdirSync(join(ZAG, pkg, 'dist')).filter((f) => f.endsWith('.anatomy.mjs')).map((f) => join(ZAG, pkg, 'dist', f));
  } catch {
    return [];
  }
});

describe('anatomies marked free of side effects at build time', () => {
  it("marks each of Zag's anatomies and their parts' selectors, as one call each", () => {
    expect(zagAnatomies.length).toBeGreaterThan(20);
    for (const file of zagAnatomies) {
      const code = transform(file)!;
      expect(() => parseAst(code), file).not.toThrow();
      expect(code, file).toMatch(/var anatomy = \/\* @__PURE__ \*\/ createAnatomy\("[\w-]+", \[/);
      expect(code, file).not.toContain(').parts(');
      if (code.includes('anatomy.build()')) expect(code, file).toContain('var parts = /* @__PURE__ */ anatomy.build();');
    }
  });

  it("marks every anatomy Chakra defines and every recipe's slots", () => {
    const anatomy = transform(join(CHAKRA_ESM, 'anatomy.js'))!;
    expect(() => parseAst(anatomy)).not.toThrow();
    const calls = anatomy.match(/=\s*(\/\* @__PURE__ \*\/ )?(createAnatomy\(|[\w$]+\.extendWith\()/g)!;
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.filter((call) => !call.includes('@__PURE__'))).toEqual([]);
    expect(transform(join(CHAKRA_ESM, 'theme/recipes/dialog.js'))).toContain('slots: /* @__PURE__ */ dialogAnatomy.keys()');
  });

  it('builds the same anatomy from createAnatomy(name, parts) as from createAnatomy(name).parts(...)', () => {
    const parts = ['trigger', 'backdrop', 'positioner', 'content', 'closeTrigger'];
    expect(createAnatomy('dialog', parts).build()).toEqual(createAnatomy('dialog').parts(...parts).build());
    expect(createAnatomy('date-picker', parts).keys()).toEqual(createAnatomy('date-picker').parts(...parts).keys());
  });

  it("leaves other modules alone", () => {
    expect(transform(join(CHAKRA_ESM, 'styled-system/system.js'))).toBeNull();
  });
});
