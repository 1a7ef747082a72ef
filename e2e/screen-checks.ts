import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, screenshots } from './browser.ts';

/** Waits until every loading skeleton of the screen is gone. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling of the whole screen). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements reaching past the right edge, to name the culprit when the page scrolls sideways. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.outerHTML.slice(0, 200)} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}

/**
 * Sideways scrolling that lasts: a toast sliding in overlaps the edge for a moment, which is not
 * a layout anyone has to scroll; anything still overflowing after 3 s is, and is named.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => horizontalOverflow(page), { timeout: 3_000, message: `${what} scrolls sideways: ${(await overflowingElements(page)).join(' | ')}` })
    .toBeLessThanOrEqual(0);
}

/**
 * The checks every screen gets, a customer's or a driver's, once it has loaded (no skeleton left): at 360
 * and 1440 px, no sideways scrolling of the page and no axe violation of any impact (the phone and desktop
 * layouts differ: cards and a bottom bar, or a table and a side column). From the top, so the sticky header
 * sits where a person sees it in the pictures `E2E_SCREENSHOTS=1` takes.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
  const original = page.viewportSize();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSidewaysScroll(page, `${name} at ${viewport.width} px`);
    const violations = await axeViolations(page);
    // The offending elements' markup, so a failure says which element without re-running by hand.
    const where = await page.evaluate(
      (targets) => targets.map((t) => document.querySelector(t)?.outerHTML.slice(0, 300) ?? t),
      violations.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    );
    expect({ violations, where }, `axe on ${name} at ${viewport.width} px`).toEqual({ violations: [], where: [] });
  }
  if (original) await page.setViewportSize(original);
}
