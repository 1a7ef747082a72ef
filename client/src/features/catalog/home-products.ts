/** The home screen's product list query; main.tsx asks for it before the first render with the same input. */
export const HOME_PRODUCTS = { limit: 10, offset: 0, search: '' } as const;
