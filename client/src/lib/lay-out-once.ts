/**
 * Lays out a copy of a hidden part of the page once, unseen, and takes it away in the same task, so
 * that the browser has what a first layout of it makes and keeps (the fonts at its sizes and weights,
 * its words shaped) before it is shown. A part hidden with `display: none` is never laid out: the tap
 * that showed the product page drawn ahead paid for that, its style and layout 20 ms at 4x the first
 * time against 6 to 8 after; 10 to 11 with a copy laid out before (docs/performance.md section 33).
 * Nothing is painted in between: no frame shows the copy, and no one can reach it.
 *
 * `hidden`: the hidden part's root (React's Activity hides it with an inline `display: none`);
 * `width`: the width it will be shown at.
 */
export function layOutOnce(hidden: Element, width: number): void {
  const copy = hidden.cloneNode(true) as HTMLElement;
  copy.style.removeProperty('display');
  const stage = document.createElement('div');
  stage.style.cssText = `position: absolute; top: 0; left: 0; width: ${width}px; visibility: hidden; contain: layout paint style`;
  stage.append(copy);
  document.body.append(stage);
  void stage.offsetHeight; // lays it out now
  stage.remove();
}
