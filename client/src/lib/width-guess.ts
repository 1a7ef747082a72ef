import { createContext } from 'react';

/**
 * The width class the gateway drew the page for, guessed from the browser's User-Agent since it has
 * no window (server/src/web/drawn-pages.ts, guessSlidesPerPage), in products per view of the home
 * carousel: 1 a phone, 2 a tablet, 5 a computer. The browser's first render of a drawn page uses it
 * too, so that it hydrates what was drawn; the screen's real width takes over right after.
 */
export const ServerSlidesPerPage = createContext(5);
