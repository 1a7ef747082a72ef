/** The home screen's product list query: the gateway asks for the same when it draws the page (server/src/web/home-page.ts). */
export { HOME_PRODUCTS } from '@tulus/server/web/home-renderer';
