import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Navigation API's side of a Back with a dialog open. The browser's side (a Back pressed as its
 * button does, cancelled within the page, let through to another document) is in e2e/phone-checkout.e2e.ts
 * (the pickers) and e2e/phone-profile.e2e.ts (the address form).
 */
describe('dialogOpened', () => {
  let navigation: EventTarget;

  beforeEach(() => {
    vi.resetModules();
    navigation = new EventTarget();
    vi.stubGlobal('window', { navigation });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A navigate event as the browser fires it: cancelled (true returned) or let through. */
  const navigate = (navigationType: string, cancelable = true) => {
    const event = Object.assign(new Event('navigate', { cancelable }), { navigationType });
    navigation.dispatchEvent(event);
    return event.defaultPrevented;
  };
  /** The module as a page starts it (main.tsx installs it). */
  const load = async () => {
    const { installBackClosesDialog, dialogOpened } = await import('./back-closes-dialog.ts');
    installBackClosesDialog();
    return dialogOpened;
  };

  it('cancels a Back and closes the dialog opened last, one per Back', async () => {
    const dialogOpened = await load();
    const closed: string[] = [];
    dialogOpened(() => closed.push('picker'));
    const closeQuestion = dialogOpened(() => closed.push('question'));
    expect(navigate('traverse')).toBe(true);
    expect(closed).toEqual(['question']);
    closeQuestion();
    expect(navigate('traverse')).toBe(true);
    expect(closed).toEqual(['question', 'picker']);
  });

  it("a dialog closed twice takes only its own entry away: the other dialog's Back still closes it", async () => {
    const dialogOpened = await load();
    const closed: string[] = [];
    const closePicker = dialogOpened(() => closed.push('picker'));
    dialogOpened(() => closed.push('question'));
    closePicker();
    closePicker();
    expect(navigate('traverse')).toBe(true);
    expect(closed).toEqual(['question']);
  });

  it('lets a Back through once no dialog is open, and a push, a replace or a reload whatever is open', async () => {
    const dialogOpened = await load();
    const close = vi.fn();
    const closed = dialogOpened(close);
    for (const type of ['push', 'replace', 'reload']) expect(navigate(type)).toBe(false);
    expect(close).not.toHaveBeenCalled();
    closed();
    expect(navigate('traverse')).toBe(false);
  });

  it('lets through a Back the browser does not let the page cancel (to another document), and keeps the dialog', async () => {
    const dialogOpened = await load();
    const close = vi.fn();
    dialogOpened(close);
    expect(navigate('traverse', false)).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without the Navigation API: Back leaves the page, as before', async () => {
    vi.stubGlobal('window', {});
    const dialogOpened = await load();
    const close = vi.fn();
    dialogOpened(close)();
    expect(close).not.toHaveBeenCalled();
  });
});
