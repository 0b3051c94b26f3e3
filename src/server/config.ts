import * as z from 'zod';

/** Development only: production refuses to start with it (see the refine below). */
const DEVELOPMENT_AUTH_SECRET = 'apotheca-development-secret-not-for-production';

/** Every environment setting, parsed once. Nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... switches from the embedded PGlite database to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data/pglite'),
  /** Products per store and usage type in the demo seed (benchmarks raise it, e.g. 20000). */
  SEED_PRODUCTS_PER_STORE: z.coerce.number().int().min(50).default(450),
  /** Skip seeding the demo data on first start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** local, sand, stage or production: drives the version badge and dev-only tools. */
  APP_ENV: z.enum(['local', 'sand', 'stage', 'production']).default('local'),
  /** The key the web client sends as x-api-key. */
  API_KEY: z.string().default('apotheca-public-web-key'),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().default('dist'),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  /** Seconds a catalog answer stays fresh (and as long again stale while it reloads); 0 turns the cache off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** A MapLibre style URL (real vector tiles); GET /api/map/style.json redirects there instead of serving our offline style. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs access tokens (HMAC-SHA256). Must be set, at least 32 characters, when APP_ENV is production. */
  AUTH_SECRET: z.string().min(32).default(DEVELOPMENT_AUTH_SECRET),
  /** Read the client address from X-Forwarded-For (only behind a proxy you run); else the socket's. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** smtp(s)://user:pass@host:port: the outbox sends email through it; unset, the outbox only records. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Apotheca <no-reply@apotheca.test>'),
}).refine((config) => config.APP_ENV !== 'production' || config.AUTH_SECRET !== DEVELOPMENT_AUTH_SECRET, {
  path: ['AUTH_SECRET'],
  message: 'Set AUTH_SECRET (32+ random characters) in production',
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment settings:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
