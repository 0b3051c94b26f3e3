import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * What every embedded database is opened with: the server's (on its own thread), the tests' and the
 * bench's, so extensions a migration needs are loaded wherever PGlite runs.
 */
export const pgliteOptions: Pick<PGliteOptions, 'extensions'> = { extensions: {} };
