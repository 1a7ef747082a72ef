import type { BrowserContext, Page } from 'playwright-core';

/**
 * The page as a person would describe it: where it is, its headings, an open dialog, an alert, a field
 * marked wrong, what its labelled fields hold (a quantity, a name typed), and how far it is scrolled. Read by the failure context
 * (failure-context.ts) after a journey fails, and as a journey closes a phone of its own (`keptAtClose`).
 */
export async function describePage(page: Page): Promise<string> {
  const seen = await page
    .evaluate(() => {
      const shown = (el: Element) => el.getClientRects().length > 0;
      const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).filter(shown).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120));
      // A form's fields that say they are wrong, by name: their messages are not alerts.
      const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]')).filter(shown).map((el) => el.getAttribute('name') ?? el.id);
      // What the fields a person reads hold, by their label (the stepper's 'Jumlah ...' has one of its own).
      const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), textarea'))
        .filter(shown)
        .slice(0, 8)
        .map((el) => `${(el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.name).replace(/\s+/g, ' ').trim().slice(0, 60)}=${el.type === 'password' ? '***' : el.value.slice(0, 40)}`);
      return { scrollY: Math.round(window.scrollY), headings: texts('h1, h2'), dialogs: texts('[role="dialog"], [role="alertdialog"]').map((t) => t.slice(0, 80)), alerts: texts('[role="alert"], [role="status"]'), invalid, fields };
    })
    .catch((error: unknown) => ({ unreadable: String(error).slice(0, 200) }));
  return `${page.url()} ${JSON.stringify(seen)}`;
}

/** What the pages of the contexts closed during the running test showed as they closed (`keptAtClose`). */
export const closedPages: string[] = [];

/**
 * A phone a journey opens for itself is closed in its `finally`, before a failure can be described: its
 * `close` now first keeps what each of its pages shows (at most 2 s each), for the failure context to print.
 * Playwright has no event before a context closes; its own close runs right after.
 */
export function keptAtClose(context: BrowserContext): void {
  const close = context.close.bind(context);
  context.close = async (options) => {
    for (const page of context.pages()) {
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(`${page.url()} (not read within 2 s)`), 2_000).unref());
      closedPages.push(await Promise.race([describePage(page), timeout]));
    }
    return close(options);
  };
}
