/**
 * The whole Drizzle schema, gathered for the database client (`drizzle({ schema })`), drizzle-kit
 * (drizzle.config.ts) and the services. Each area lives in its own file; the files import one
 * another directly, never this index, so no schema file depends on itself through it.
 */
export * from './brands';
export * from './stores';
export * from './catalog';
export * from './content';
export * from './users';
export * from './auth';
export * from './outbox';
export * from './carts';
export * from './orders';
export * from './delivery';
export * from './contact';
export * from './staff';
export * from './admin';
export * from './idempotency';
export * from './seed-runs';
export * from './live';
