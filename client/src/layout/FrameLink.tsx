import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useGoTo } from '../lib/use-go-to.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: `/${string}` };

/**
 * A link of the frame (the top bar, the footer) to a fixed address. React Router's Link reads the
 * current location, so each of the frame's links (up to 16 on a customer's page) rendered again inside
 * every tap that changes the page, a product card's among them (docs/performance.md section 36). This
 * one reads nothing that changes: it opens its address in the app as Link does, and leaves a click
 * with a modifier key or another button to the browser (a new tab, a new window).
 */
export function FrameLink({ to, onClick, ...rest }: Props) {
  const goTo = useGoTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // As React Router's Link: the page's own address again replaces its entry rather than adding one.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    goTo(to, { replace: here === to });
  };
  return <a href={to} onClick={follow} {...rest} />;
}
