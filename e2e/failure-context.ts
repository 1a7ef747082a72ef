import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openBrowsers } from './browser.ts';
import { closedPages, describePage } from './page-description.ts';

/**
 * After a journey fails: what each of its pages still open shows, in the run's closing summary, and a picture of
 * it in test-results/failures/. CI keeps only its output, and a failure that does not come back when run again (a
 * flake on a busy machine) is otherwise known only by its assertion. A page the test closed (in a `finally`)
 * is gone by then: what it showed as it closed is said instead (page-description.ts, `keptAtClose`).
 */
const FAILURE_DIR = fileURLToPath(new URL('../test-results/failures/', import.meta.url));

/**
 * What each page showed when an earlier failure described it. A test that fails before it closes its own page
 * leaves it open; the next failure would describe it again in full, first, as if it were that test's. It gets
 * one short line instead.
 */
const described = new WeakMap<Page, string>();

afterEach(async (context) => {
  const closed = closedPages.splice(0);
  if (context.task.result?.state !== 'fail') return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let n = 0;
  const lines: string[] = [];
  for (const browser of openBrowsers)
    for (const browserContext of browser.contexts())
      for (const page of browserContext.pages()) {
        const seen = await describePage(page);
        n++;
        if (described.get(page) === seen) {
          lines.push(`page ${n}: ${page.url()} as an earlier failure described it`);
          continue;
        }
        described.set(page, seen);
        lines.push(`page ${n}: ${seen}`);
        await page.screenshot({ path: join(FAILURE_DIR, `${name}-${n}.png`), timeout: 5_000 }).catch(() => {});
      }
  for (const seen of closed) lines.push(`page ${++n} (closed by the test): ${seen}`);
  if (lines.length === 0) return;
  // Said as the test's second error, so it comes in the run's closing summary beside the first: the last lines
  // of a CI run are what is kept of it. Without a stack: where it was thrown says nothing.
  const shown = new Error(`what the pages showed as the test failed:\n${lines.join('\n')}`);
  shown.stack = shown.message;
  throw shown;
});
