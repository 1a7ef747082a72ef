import { useEffect } from 'react';
import { endFirstRender } from '../lib/first-render.ts';
import { replayHeldTap } from '../lib/before-the-app.ts';

/**
 * Marks when the app's first render is on screen and working (`npm run bench` reads it: the page works
 * from then), replays a tap that landed on a drawn page before (lib/before-the-app.ts), and ends the first
 * render's clock (lib/first-render.ts). The gateway's drawing has it in
 * the same place as the browser's first render: useId's ids depend on the tree's shape.
 */
export function FirstRenderMark() {
  useEffect(() => {
    performance.mark('tulus:first-render');
    // Not from inside this effect: React is still committing then, and a click on a part it has not
    // hydrated yet (the screen's Suspense boundary) is dropped instead of hydrating that part first.
    const replay = setTimeout(replayHeldTap);
    endFirstRender();
    return () => clearTimeout(replay);
  }, []);
  return null;
}
