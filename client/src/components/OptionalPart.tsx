import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback?: ReactNode };

/**
 * Around a part of the page whose code loads after the page (the toasts' viewport, a dialog, the map): when that
 * code does not arrive (a phone on its first visit loses its signal before the service worker has kept the app),
 * the part is left out, or `fallback` stands in, and the rest of the page goes on. Without it the failed import
 * reached the screen's boundary (the whole screen replaced by an error) or, outside a screen, none: React then
 * removed the whole app, a white page.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
