import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** True once the chunk is loaded: the component then renders at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * A component in a chunk of its own that can be loaded before it is drawn. React's lazy suspends
 * on its first render even when the chunk is already loaded, which on a slow phone showed a
 * placeholder for about a second (LCP; docs/performance.md); and a page the gateway drew on the server must
 * not turn back into its placeholder in the browser. Once `preload` has run, the component
 * renders directly, without lazy; before that it is an ordinary lazy component.
 */
export function preloadable<P extends object, N extends string>(load: () => Promise<{ [key in N]: ComponentType<P> }>, name: N): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((module) => void (loaded = module[name]));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  // Out here, not written inline in useState: the React Compiler moved such an inline function out of
  // this closure, to the module's top, where `loaded` and `Lazy` do not exist.
  const choose = (): ComponentType<P> => loaded ?? Lazy;
  const Component = (props: P) => {
    // Chosen once per place in the tree: a component drawn through `Lazy` stays behind it. Read again at
    // each render, a render after the load swapped `Lazy` for the loaded component, a component of another
    // type to React, which threw the drawn screen away and made it anew (its state and what was typed in it
    // lost; the kept product page remade, docs/performance.md section 42).
    const [Loaded] = useState(choose);
    return <Loaded {...props} />;
  };
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}
