/**
 * The shopper's chosen store (its slug) and usage type, kept in cookies by the app (90 days) and read
 * by the server too, so a plain GET of /shop or a category list is redirected the way the app would.
 */
export const SHOPPING_COOKIES = { store: 'apotheca_store', usage: 'apotheca_usage' } as const;
