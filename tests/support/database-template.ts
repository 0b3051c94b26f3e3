/** The migrated database every API test file starts from (made once per run by api-global-setup.ts). */
export type ApiDatabaseTemplate =
  /** A PGlite data directory as an uncompressed tarball file. */
  | { kind: 'pglite'; tarball: string }
  /** A database on the TEST_DATABASE_URL server, for `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiDatabaseTemplate: ApiDatabaseTemplate;
  }
}
