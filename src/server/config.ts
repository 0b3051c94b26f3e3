import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { KIOSK_IDLE_SECONDS, KIOSK_RESET_COUNTDOWN_SECONDS, STAFF_QUEUE_REFRESH_SECONDS } from '@/domain/constants';

/** UPLOADS_DIR when unset: next to the database's folder, never inside PGlite's own data directory. */
function defaultUploadsDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return path.join(os.tmpdir(), 'apotheca-uploads');
  return path.join(path.dirname(path.resolve(dataDir)), 'uploads');
}

/** Development only: every APP_ENV but local refuses to start with it (see the refine below). */
const DEVELOPMENT_AUTH_SECRET = 'apotheca-development-secret-not-for-production';

/** Every environment setting, parsed once. Nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Server processes behind PORT (README "Several processes and machines"): above 1, a primary
   * prepares the database once and forks this many workers (Node's cluster), replacing any that
   * dies. PostgreSQL only: PGlite is one process's embedded database.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** postgres://... switches from the embedded PGlite database to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data/pglite'),
  /**
   * Where PGlite runs: on a thread of its own beside the HTTP server (`own`), or on the server's
   * thread between requests (`server`, as before; the bench compares the two).
   */
  PGLITE_THREAD: z.enum(['own', 'server']).default('own'),
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
  /** Staff queue refresh (part 2 §4) and kiosk idle timing (DECISIONS.md kiosk mode); tests shorten them instead of sleeping. */
  STAFF_QUEUE_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(STAFF_QUEUE_REFRESH_SECONDS),
  KIOSK_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(KIOSK_IDLE_SECONDS),
  KIOSK_RESET_COUNTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(KIOSK_RESET_COUNTDOWN_SECONDS),
  /**
   * Requests worked on at once before new ones are answered 503 with Retry-After (back-pressure;
   * /api/health is always answered). A burst past it is refused at once instead of queueing.
   */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(256),
  /** Live updates (README "Live updates"): a comment line this often keeps proxies from closing an idle stream. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** Open streams one account may hold on a process (one per tab); one more is answered 429. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
  /** Open streams a process holds in all; past it new ones are answered 503, and the clients poll. */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /** Minutes events are kept for a reconnect's Last-Event-ID; an older one gets a reset (refetch all). */
  LIVE_EVENTS_KEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Seconds a catalog answer stays fresh (and as long again stale while it reloads); 0 turns the cache off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Public pages rendered on the server per second at most, per process (README "Pages for crawlers"); 0 renders none. */
  SERVER_PAGES_PER_SECOND: z.coerce.number().int().min(0).max(1000).default(8),
  /** Above this share of the last quarter second the server's thread or PGlite's own was busy, no page is rendered (1 never stops). */
  SERVER_PAGES_MAX_BUSY: z.coerce.number().min(0).max(1).default(0.5),
  /** Where pages are rendered: on a thread of their own (`own`), or on the server's (`server`, to compare). */
  SERVER_PAGES_THREAD: z.enum(['own', 'server']).default('own'),
  /** How long a page request waits for its render before the shell with its head is sent (the render is kept for the next visitor). */
  SERVER_PAGES_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(30),
  /** A MapLibre style URL (real vector tiles); GET /api/map/style.json redirects there instead of serving our offline style. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs access tokens (HMAC-SHA256). Must be set, at least 32 characters, whenever APP_ENV is not local. */
  AUTH_SECRET: z.string().min(32).default(DEVELOPMENT_AUTH_SECRET),
  /** Read the client address from X-Forwarded-For (only behind a proxy you run); else the socket's. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** smtp(s)://user:pass@host:port: the outbox sends email through it; unset, the outbox only records. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Apotheca <no-reply@apotheca.test>'),
  /**
   * How long one email send may take before it counts as failed. A message a stopped process was
   * sending comes due again after twice this; a failed one is tried again after this, doubling, 8
   * tries in all. Tests shorten it instead of sleeping.
   */
  OUTBOX_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Where contact and support requests are emailed (part 2 §7 p/{product}_contact); `{brand}` becomes
   * the brand's slug, so one mailbox can sort both brands' requests.
   */
  MAIL_SUPPORT: z.string().default('support+{brand}@apotheca.test'),
  /**
   * Folder of uploaded return photos and videos (the local storage driver). Unset: `uploads` beside
   * DATA_DIR's folder (.data/uploads by default), or the system temp folder for an in-memory database.
   */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Set, uploads go to this S3-compatible bucket instead of UPLOADS_DIR (with the S3_* settings below). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The store's address (MinIO, R2, ...); unset: AWS's https://s3.<region>.amazonaws.com. Path-style. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder inside the bucket, e.g. 'uploads/'. */
  S3_PREFIX: z.string().default(''),
}).refine((config) => config.APP_ENV === 'local' || config.AUTH_SECRET !== DEVELOPMENT_AUTH_SECRET, {
  // The development value is public (it is in this file): anyone could sign a token for any user.
  path: ['AUTH_SECRET'],
  message: 'Set AUTH_SECRET (32+ random characters) whenever APP_ENV is not local',
}).refine((config) => !config.S3_BUCKET || Boolean(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY), {
  path: ['S3_BUCKET'],
  message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
}).refine((config) => config.WORKERS === 1 || Boolean(config.DATABASE_URL), {
  // Each worker would open the data directory on its own: PGlite allows one process, and two would corrupt it.
  path: ['WORKERS'],
  message: 'WORKERS above 1 needs DATABASE_URL (PostgreSQL): PGlite, the embedded database used without it, belongs to one process and cannot be shared by several',
}).transform((config) => ({ ...config, UPLOADS_DIR: config.UPLOADS_DIR ?? defaultUploadsDir(config.DATA_DIR) }));

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment settings:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The feed CLI's one setting (README "The point-of-sale feed"): its key, when --key does not give it. */
export function feedCliKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return z.string().min(1).optional().parse(env.FEED_KEY || undefined);
}
