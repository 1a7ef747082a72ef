import { keyframes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { shopSystem } from '../src/theme/system.ts';
import { globalCss } from './chakra-global-css.ts';

describe("Chakra's global styles written at build time", () => {
  const css = globalCss();

  it("carry every keyframe of Chakra's theme (the spinner's, the skeleton's, the dialogs'), which the browser's system leaves out", () => {
    expect(Object.keys(keyframes).length).toBeGreaterThan(20);
    for (const name of Object.keys(keyframes)) expect(css).toContain(`@keyframes ${name}{`);
    expect((shopSystem() as unknown as { _config: { theme: { keyframes?: object } } })._config.theme.keyframes).toBeUndefined();
  });

  it('carry the cascade layers, the reset, the tokens and the shop\'s own global styles', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-600:#0b6fb8');
    expect(css).toMatch(/html,body\{background:var\(--chakra-colors-gray-50\);[^}]*color:var\(--chakra-colors-gray-800\);\}/);
  });

  it("declare Chakra's per-element custom properties once, on <html>, not again on every element", () => {
    const everyElement = [...css.matchAll(/[{}]\*\{([^}]*)\}/g)].map((rule) => rule[1]);
    expect(everyElement.length).toBeGreaterThan(0); // the reset's `*` rules stay
    for (const declarations of everyElement) expect(declarations).not.toMatch(/--[\w-]+:/);
    expect(css).toMatch(/html\{[^}]*--ring-inset:[^}]*--global-color-border:var\(--chakra-colors-border\)/);
  });
});
