/**
 * Lays out a copy of a hidden part of the page once, unseen, and takes it away in the same task, so
 * that the browser has what a first layout of it makes and keeps (the fonts at its sizes and weights,
 * its words shaped) before it is shown. A part hidden with `display: none` is never laid out: the tap
 * that shows it paid for that on a phone's first showing, about 15 ms at 4x (docs/performance.md
 * section 33). Nothing is painted in between: no frame shows the copy, and no one can reach it.
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
