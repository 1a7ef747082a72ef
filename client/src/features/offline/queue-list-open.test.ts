import { describe, expect, it } from 'vitest';
import { queueListOpenState } from './queue-list-open.ts';

describe("the upload queue list's open state, one for the tab", () => {
  it('stays closed for the failures a page finds as it loads, and opens for a new one', () => {
    const list = queueListOpenState();
    list.failedNow(1);
    expect(list.isOpen()).toBe(false);
    list.failedNow(2);
    expect(list.isOpen()).toBe(true);
  });

  it('stays closed once the driver closes it, until another photo fails, and not when one is taken off the list', () => {
    const list = queueListOpenState();
    list.failedNow(0);
    list.failedNow(1);
    list.setOpen(false);
    list.failedNow(1);
    list.failedNow(0);
    expect(list.isOpen()).toBe(false);
    list.failedNow(1);
    expect(list.isOpen()).toBe(true);
  });

  it("is what a panel drawn later reads: the next page's panel finds the list a failure opened on the page that was leaving", () => {
    const list = queueListOpenState();
    const told: boolean[] = [];
    const leaving = list.subscribe(() => told.push(list.isOpen()));
    list.failedNow(1);
    list.failedNow(2);
    leaving();
    // The next page's panel, new: it reads the state, and counting the same failures again opens nothing new.
    list.failedNow(2);
    expect(list.isOpen()).toBe(true);
    expect(told).toEqual([true]);
  });
});
