import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as System from './system.ts';

type SystemModule = typeof System;
/** A fresh copy of the module: nothing built yet. */
const freshSystem = async (): Promise<SystemModule> => {
  vi.resetModules();
  return import('./system.ts');
};
const builtAtOnce = () => performance.getEntriesByName('tulus:system-at-once').length;

beforeEach(() => performance.clearMarks());

describe("the shop's Chakra system, built after a plain page's first render (shopSystemLater)", () => {
  it("answers ChakraProvider's reads as the built system does, without building it", async () => {
    const { shopSystemLater, shopSystem, PROVIDER_READS } = await freshSystem();
    const provider = { disableLayers: shopSystemLater._config.disableLayers, atRule: shopSystemLater.layers.atRule, global: shopSystemLater._global };
    expect(builtAtOnce()).toBe(0);

    const built = shopSystem();
    expect(provider).toEqual({ disableLayers: built._config.disableLayers, atRule: built.layers.atRule, global: PROVIDER_READS._global });
    // The built system's global styles are emptied by the build (client/build/chakra-global-css.ts, tested there).
    expect(provider.global).toEqual([]);
  });

  it('builds the system at once, and says so, when a component asks for anything else first', async () => {
    const { shopSystemLater, systemBuilt } = await freshSystem();
    let built = false;
    void systemBuilt().then(() => (built = true));
    expect(shopSystemLater.token('colors.brand.500')).toBe('#0f86d1');
    expect(builtAtOnce()).toBe(1);
    await Promise.resolve();
    expect(built).toBe(true);
    // Built once: the next reads are the same system's.
    expect(shopSystemLater.layers.atRule).toBe('@layer reset, base, tokens, recipes;');
    expect(builtAtOnce()).toBe(1);
  });

  it('is built by buildShopSystem (in steps where the build added them) without the mark of a build at once', async () => {
    const { buildShopSystem, shopSystemLater, systemBuilt } = await freshSystem();
    await buildShopSystem(() => Promise.resolve());
    await systemBuilt();
    expect(shopSystemLater.token('colors.brand.500')).toBe('#0f86d1');
    expect(builtAtOnce()).toBe(0);
  });
});
