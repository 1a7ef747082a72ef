import { describe, expect, it } from 'vitest';
import { RowGlide } from './row-glide.ts';

/** A row that records where it is sent, and goes there only when told to (as the browser would, or would not). */
function fakeRow(scrollLeft = 0) {
  const sent: number[] = [];
  return { scrollLeft, sent, scrollTo: (options: ScrollToOptions) => void sent.push(options.left!) } as unknown as HTMLElement & { sent: number[] };
}

describe('a row the app glides', () => {
  it('rests where it was sent, and forgets the heading there', () => {
    const row = fakeRow(348);
    const glide = new RowGlide();
    glide.to(row, 696, 'smooth');
    expect(glide.heading).toBe(696);
    row.scrollLeft = 696;
    expect(glide.rested(row, 'smooth')).toBe(true);
    expect(glide.heading).toBe(null);
    expect(row.sent).toEqual([696]);
  });

  it('is sent on again when the browser drops the glide (the row rests where the glide before it ended)', () => {
    const row = fakeRow(347);
    const glide = new RowGlide();
    glide.to(row, 696, 'smooth');
    row.scrollLeft = 348; // the earlier glide's scrollend, after the new request
    expect(glide.rested(row, 'smooth')).toBe(false);
    expect(row.sent).toEqual([696, 696]);
    row.scrollLeft = 696;
    expect(glide.rested(row, 'smooth')).toBe(true);
  });

  it('is sent on again only once: a place its snapping will not stop at is not chased', () => {
    const row = fakeRow(0);
    const glide = new RowGlide();
    glide.to(row, 500, 'smooth');
    row.scrollLeft = 480;
    expect(glide.rested(row, 'smooth')).toBe(false);
    expect(glide.rested(row, 'smooth')).toBe(true);
    expect(row.sent).toEqual([500, 500]);
    // The next glide may be sent on again.
    glide.to(row, 0, 'smooth');
    row.scrollLeft = 480;
    expect(glide.rested(row, 'smooth')).toBe(false);
  });

  it('leaves the row where a finger takes it', () => {
    const row = fakeRow(0);
    const glide = new RowGlide();
    glide.to(row, 348, 'smooth');
    glide.takenOver();
    row.scrollLeft = 120;
    expect(glide.rested(row, 'smooth')).toBe(true);
    expect(row.sent).toEqual([348]);
  });

  it('passes on a rest that no glide asked for (a swipe on a browser that did not report the finger)', () => {
    const row = fakeRow(200);
    expect(new RowGlide().rested(row, 'smooth')).toBe(true);
    expect(row.sent).toEqual([]);
  });
});
