import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openBrowsers } from './browser.ts';

/**
 * After a journey fails: what each of its pages still open shows, in the run's closing summary, and a picture of
 * it in test-results/failures/. CI keeps only its output, and a failure that does not come back when run again (a
 * flake on a busy machine) is otherwise known only by its assertion. A page the test closed (in a `finally`)
 * is gone by then: nothing is said of it.
 */
const FAILURE_DIR = fileURLToPath(new URL('../test-results/failures/', import.meta.url));

/** The page as a person would describe it: where it is, its headings, an open dialog, an alert, a field marked wrong. */
async function describe(page: Page): Promise<string> {
  const seen = await page
    .evaluate(() => {
      const shown = (el: Element) => el.getClientRects().length > 0;
      const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).filter(shown).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120));
      // A form's fields that say they are wrong, by name: their messages are not alerts.
      const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]')).filter(shown).map((el) => el.getAttribute('name') ?? el.id);
      return { headings: texts('h1, h2'), dialogs: texts('[role="dialog"], [role="alertdialog"]').map((t) => t.slice(0, 80)), alerts: texts('[role="alert"], [role="status"]'), invalid };
    })
    .catch((error: unknown) => ({ unreadable: String(error).slice(0, 200) }));
  return `${page.url()} ${JSON.stringify(seen)}`;
}

/**
 * What each page showed when an earlier failure described it. A test that fails before it closes its own page
 * leaves it open; the next failure would describe it again in full, first, as if it were that test's. It gets
 * one short line instead.
 */
const described = new WeakMap<Page, string>();

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let n = 0;
  const lines: string[] = [];
  for (const browser of openBrowsers)
    for (const browserContext of browser.contexts())
      for (const page of browserContext.pages()) {
        const seen = await describe(page);
        n++;
        if (described.get(page) === seen) {
          lines.push(`page ${n}: ${page.url()} as an earlier failure described it`);
          continue;
        }
        described.set(page, seen);
        lines.push(`page ${n}: ${seen}`);
        await page.screenshot({ path: join(FAILURE_DIR, `${name}-${n}.png`), timeout: 5_000 }).catch(() => {});
      }
  if (lines.length === 0) return;
  // Said as the test's second error, so it comes in the run's closing summary beside the first: the last lines
  // of a CI run are what is kept of it. Without a stack: where it was thrown says nothing.
  const shown = new Error(`what the pages showed as the test failed:\n${lines.join('\n')}`);
  shown.stack = shown.message;
  throw shown;
});
