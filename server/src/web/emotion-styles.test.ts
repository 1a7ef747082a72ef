import { describe, expect, it } from 'vitest';
import { emotionStylesToHead } from './emotion-styles.ts';

describe("the drawn page's component styles, gathered for the head", () => {
  it('takes every component style out of the page, in its order, into one element Emotion counts as moved', () => {
    const html = '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1"><style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{color:blue}</style><p class="css-b2 css-c3">Hai</p></div>';
    expect(emotionStylesToHead(html)).toEqual({
      html: '<div class="css-a1"><p class="css-b2 css-c3">Hai</p></div>',
      style: '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{margin:0}.css-c3{color:blue}</style>',
    });
  });

  it('puts the global styles first, each its own element (Emotion finds each by its key), and leaves a page without styles as it is', () => {
    const html = '<style data-emotion="css-global x9">@layer reset,base;</style><style data-emotion="css-global 0"></style><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">Hai</p>';
    expect(emotionStylesToHead(html)).toEqual({
      html: '<p class="css-a1">Hai</p>',
      style:
        '<style data-emotion="css-global x9" data-s="">@layer reset,base;</style><style data-emotion="css-global 0" data-s=""></style>' +
        '<style data-emotion="css a1" data-s="">.css-a1{color:red}</style>',
    });
    expect(emotionStylesToHead('<p>Hai</p>')).toEqual({ html: '<p>Hai</p>', style: '' });
  });

  it("keeps an empty components' element after the global styles of a page where nothing is styled at runtime: the globals stay in place before it", () => {
    const html = '<style data-emotion="css-global x9">@layer reset,base;</style><p class="plain">Hai</p>';
    expect(emotionStylesToHead(html)).toEqual({
      html: '<p class="plain">Hai</p>',
      style: '<style data-emotion="css-global x9" data-s="">@layer reset,base;</style><style data-emotion="css " data-s=""></style>',
    });
  });
});
