import type { Page } from 'playwright-core';

/** Buttons, links, tabs and fields smaller than 44 x 44 px on screen (sentence links and hidden inputs aside). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], select, input:not([type="hidden"]), textarea'))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Out of sight (the skip link until focused), hidden, or a visual duplicate of a labelled control.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"], .leaflet-control-attribution')) continue;
      // A card's overlay link: its ::before stretches over the whole card, which is the target.
      if (element.matches('.chakra-linkbox__overlay, .stretched-link')) continue;
      // WCAG 2.5.5's exception: a link inside a sentence takes the line's height.
      if (element.tagName === 'A' && style.display === 'inline') continue;
      if (box.width < 44 || box.height < 44) found.push(`${element.outerHTML.slice(0, 90)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return found;
  });
}
