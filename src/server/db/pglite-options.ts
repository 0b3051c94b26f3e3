import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every embedded database is opened with: the server's (on its own thread), the tests' and the
 * bench's, so extensions a migration needs are loaded wherever PGlite runs. pg_trgm: the shopper's
 * search forgives typos by trigram similarity, over a trigram index (migration 0016).
 */
export const pgliteOptions: Pick<PGliteOptions, 'extensions'> = { extensions: { pg_trgm } };
