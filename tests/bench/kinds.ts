/** The databases the bench runs against. */
export type DbKind = 'pglite' | 'postgres';
export type Base = 'page' | 'facets';
/** page/facets: the fixed URL of README "Performance" (after the first answer, the server's catalog cache answers it);
 *  "uncached": the same request with a price_max that differs in the 5th decimal on every request, so
 *  each one misses the cache and runs the SQL; "list uncached": the uncached page without its search word
 *  (a category page as a shopper browses it); bare: the captured bytes of the fixed URL. */
export type Kind = Base | `${Base} uncached` | 'list uncached' | `bare ${Base}`;
export const baseOf = (kind: Kind): Base => (kind.includes('facets') ? 'facets' : 'page');
