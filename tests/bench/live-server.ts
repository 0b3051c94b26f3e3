import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { prepareDatabase } from '@/server/db/prepare';
import { users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/auth/access-tokens';
import { startLive } from '@/server/services/live/start-live';

/**
 * The `live` part's server process (spawned by live-bench.ts with an IPC channel and --expose-gc):
 * the real app with live updates on its own database, demo-seeded. It makes LIVE_BENCH_USERS shoppers
 * of the main brand and signs their tokens (and the demo operator's) itself, so the bench opens
 * thousands of streams without thousands of sign-ins. Beside the app:
 *   GET /bench/memory   RSS and V8 heap after a full garbage collection, and the hub's open streams.
 */
const config = loadConfig();
const userCount = Number(process.env.LIVE_BENCH_USERS ?? 20);

type Rows<T> = { rows: T[] };
const handle = await prepareDatabase(config);
const { db } = handle;
const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(text)) as unknown as Rows<T>).rows;

const [target] = await query<{ brand_id: number; store_id: number; item_id: number; rec_price_cents: number }>(sql`
  select a.id as brand_id, s.id as store_id, i.id as item_id, i.rec_price_cents
    from stores s join ordering_apps a on a.id = s.ordering_app_id join inventory_items i on i.store_id = s.id
   where a.is_main_brand and s.is_rec_menu and i.rec_price_cents is not null
   order by s.id, i.id limit 1`);
if (!target) throw new Error('no main-brand store with a priced item in the seed');
const [operator] = await query<{ id: number }>(sql`
  select u.id from users u join staff_roles r on r.user_id = u.id
   where r.role = 'operator' and u.ordering_app_id = ${target.brand_id} order by u.id limit 1`);
if (!operator) throw new Error('no operator of the main brand in the seed');

const run = randomUUID().slice(0, 8);
const passwordHash = (await query<{ password_hash: string }>(sql`select password_hash from users where id = ${operator.id}`))[0]!.password_hash;
const listeners = await db
  .insert(users)
  .values(
    Array.from({ length: userCount }, (_, n) => ({
      orderingAppId: target.brand_id,
      email: `live-bench-${run}-${n}@example.com`,
      passwordHash,
      first: 'Live',
      last: `Bench ${n}`,
      phone: `845556${String(1000 + n).padStart(4, '0')}`,
      emailConfirmedAt: new Date(),
    })),
  )
  .returning({ id: users.id });
const token = (userId: number) => signAccessToken({ userId, orderingAppId: target.brand_id, sessionId: randomUUID() }, config.AUTH_SECRET);

const live = await startLive(handle, config);
const app = createApp({ db, config, live: live.hub });

function memory(): Response {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return Response.json({ rss, heapUsed, streams: live.hub.size });
}

const server = serve(
  { fetch: (request) => (new URL(request.url).pathname === '/bench/memory' ? memory() : app.fetch(request)), port: config.PORT, hostname: '127.0.0.1' },
  async (info) => {
    process.send?.({
      type: 'ready',
      port: info.port,
      brandId: target.brand_id,
      storeId: target.store_id,
      itemId: target.item_id,
      priceCents: target.rec_price_cents,
      operatorToken: await token(operator.id),
      listenerTokens: await Promise.all(listeners.map((user) => token(user.id))),
    });
  },
);

async function stop() {
  server.close();
  await live.stop();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
