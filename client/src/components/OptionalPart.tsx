import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What stands in for the part; given the error, it can say why the part is missing. */
  fallback?: ReactNode | ((error: unknown) => ReactNode);
};

/**
 * Around a part of the page whose code loads after the page (the toasts' viewport, a dialog, the map): when that
 * code does not arrive (a phone on its first visit loses its signal before the service worker has kept the app),
 * the part is left out, or `fallback` stands in, and the rest of the page goes on. Without it the failed import
 * reached the screen's boundary (the whole screen replaced by an error) or, outside a screen, none: React then
 * removed the whole app, a white page.
 */
export class OptionalPart extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : (fallback ?? null);
  }
}
