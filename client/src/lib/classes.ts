/**
 * A plain element's `className` from the shop's CSS classes: a component's own (button.css, tabs.css...), then
 * the screen's, leaving out what is not there (`undefined`, a condition that is false).
 */
export const classes = (...names: Array<string | false | undefined>): string => names.filter(Boolean).join(' ');
