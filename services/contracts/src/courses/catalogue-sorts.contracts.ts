/**
 * The orders the catalogue can be sorted in. Apart from the catalogue's schemas: the web app reads the catalogue's
 * address with them before any schema is needed.
 */
export const catalogueSorts = ['newest', 'popular', 'title', 'price_low', 'price_high'] as const;
