import { useLayoutEffect } from 'react';

/**
 * The second tap of a double tap on what opens another screen (a product card, a link) must not act on
 * that screen. The first tap draws it (at once since app/ShopRouter.tsx, when its code is loaded), and the
 * second then taps whatever is now under the finger: the product page's 'Tambah ke Keranjang' in its bar
 * at the foot of the screen put a product in the cart nobody asked for, a footer link opened another page.
 * While the old screen still showed, it tapped the card again, and the product's page was twice in the
 * history (Back led to it once more). So when a tap's click changed the page, the clicks the browser
 * counts as the same double tap's (`detail` 2 and more: its own timing and distance, for a finger as for
 * a mouse) are dropped. A single tap on the new screen, however soon, is untouched.
 */

/** A click is being handled now (set from its capture until the next task). */
let clicking = false;
/** The current run of clicks (a double tap) changed the page. */
let pageChangedByTheRun = false;

/** Listens to every click first (main.tsx). */
export function installDoubleTapGuard(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (event.detail > 1 && pageChangedByTheRun) {
        // Dropped before the app sees it; and a link's default (a full page load) is not followed either.
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      if (event.detail <= 1) pageChangedByTheRun = false;
      clicking = true;
      setTimeout(() => (clicking = false));
    },
    { capture: true },
  );
}

/** The page changed (ShopRouter): if a click changed it, that double tap's next clicks are dropped. */
export function pageChanged(): void {
  if (clicking) pageChangedByTheRun = true;
}

/**
 * What lies under the finger changed without a page change: a dialog or a picker opened or closed, a
 * picker went to its next step. The clicks of the same double tap are dropped too. A dialog's buttons
 * come up under the finger: the second tap of a double tap on a cart line's 'Hapus' pressed the
 * question's own 'Hapus' and deleted the line unasked; on 'Pilih Cabang' it pressed the chooser's
 * 'Batal'. The payment picker's next step is shorter, and the second tap on its 'Pilih' fell beside it
 * and closed it. Once a dialog is gone, the page is under the finger: the second tap on the payment
 * picker's 'Batal' followed the link under it to another page. A submit changes it too
 * (lib/use-single-flight.ts): a form cleared, a note of success, a button that now means something else.
 */
export function shownUnderTheFinger(): void {
  pageChangedByTheRun = true;
}

/**
 * A click handler that acts once for a double tap: `act`, then the rest of that double tap is dropped
 * (`shownUnderTheFinger`). For a tap whose action changes what lies under the finger or is not to be done
 * twice: the product page's 'Tambah ke Keranjang', the upload queue's buttons. A new tap acts again.
 */
export function onceForADoubleTap(act: () => void): () => void {
  return () => {
    act();
    shownUnderTheFinger();
  };
}

/**
 * For a dialog: as it shows and as it goes (closed, or taken out with its screen), before the next
 * click is handled, the rest of the double tap that did it is dropped.
 */
export function useShownUnderTheFinger(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return;
    shownUnderTheFinger();
    return shownUnderTheFinger;
  }, [shown]);
}
