import { useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * Opens an absolute path, as `useNavigate()(path)` does, from a component that stays on screen across
 * page changes (the top bar). React Router's `useNavigate` reads the current location (to resolve
 * relative paths), so its component renders again on every page change: the top bar's links, buttons
 * and logout dialog were drawn again inside each product card's tap (docs/performance.md section 29).
 * The router's history is one object for the whole visit: this hook gives the same function every time.
 * `replace`: the current history entry becomes `path` (no new entry for Back).
 */
export function useGoTo(): (path: `/${string}`, options?: { replace?: boolean }) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return (path, options) => (options?.replace ? navigator.replace(path) : navigator.push(path));
}
