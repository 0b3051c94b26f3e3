import http from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartPaths } from '@/api/cart-paths';
import { carts, outboxMessages } from '@/server/db/schema';
import { startFakeSmtp, type FakeSmtp } from '../../../tests/support/fake-smtp';
import { killServerProcesses, startServerProcess, testsRunOnPostgres } from '../../../tests/support/server-process';
import { CART_HOST, createCartTestApp, submitBody, withKey, type Auth, type CartTestApp } from '../routes/testing/cart-fixture';

/**
 * A server killed outright (kill -9) while shoppers place orders loses no order confirmation and
 * places no order twice (README "Notices go out through a transactional outbox"; ARCHITECTURE.md
 * "Data": order submission takes an idempotency key). The real server entry runs as a child
 * process on this file's PostgreSQL database, with email going to a mail server of the test's that
 * hangs until the crash; the restarted server is then retried with every key and must deliver
 * every confirmation. Loopback only; every wait is bounded.
 */
const onPostgres = testsRunOnPostgres();
const SHOPPERS = 12;
/** The server is killed when this many shoppers have their answer; the others are cut off. */
const KILL_AFTER_ANSWERS = 4;
const REQUEST_TIMEOUT_MS = 30_000;
const DELIVERY_TIMEOUT_MS = 30_000;

let app: CartTestApp;
let smtp: FakeSmtp;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await createCartTestApp();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  killServerProcesses();
  await smtp?.close();
  await app?.close();
});

/** The server on this file's database, email to the test's mail server. */
function startServer() {
  return startServerProcess({
    DATABASE_URL: app.t.databaseUrl!,
    SEED_DEMO: 'false',
    APP_ENV: 'local',
    AUTH_SECRET: app.t.config.AUTH_SECRET,
    WEB_DIST: '.no-web-app-in-this-test',
    SMTP_URL: smtp.url,
    // A send gives up after 2 s, so the restarted server retries what the killed one held within seconds.
    OUTBOX_SEND_TIMEOUT_SECONDS: '2',
  });
}

/** POST on its own connection (so the kill cuts it), with the brand's Host header. */
function submit(port: number, auth: Auth, body: unknown): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api${cartPaths.submitCart.path}`,
        agent: false,
        headers: { ...auth, host: CART_HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('no answer in time')));
    request.end(data);
  });
}

describe.skipIf(!onPostgres)('kill -9 while orders are placed (PostgreSQL only: the server process and the test share the database, and PGlite is one in-process connection)', () => {
  test(
    'after a restart and a retry of every key, each order exists once, has exactly one confirmation, and every confirmation is delivered',
    async () => {
      const store = await app.store();
      const item = await app.item(store.id, { recSellableQty: 100 });
      const shoppers = [];
      for (let n = 0; n < SHOPPERS; n++) {
        const { user, auth } = await app.shopper();
        const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
        // Each shopper's retry carries the key of its first try, as the app's Place Order does.
        shoppers.push({ user, auth: withKey(auth, `crash-restart-${cart.id}`), body: submitBody(cart) });
      }

      // The mail server hangs, so no confirmation can be delivered before the crash.
      smtp.stall();
      const first = await startServer();
      let answered = 0;
      const firstTries = await Promise.all(
        shoppers.map((shopper) =>
          submit(first.port, shopper.auth, shopper.body).then(
            (answer) => {
              if (++answered === KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
              return answer.status;
            },
            (error: Error) => error.message,
          ),
        ),
      );
      first.child.kill('SIGKILL'); // already dead unless fewer answers came than expected (then the count below fails)
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(firstTries.filter((status) => status === 200).length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

      smtp.answer();
      const second = await startServer();
      const retries = await Promise.all(shoppers.map((shopper) => submit(second.port, shopper.auth, shopper.body)));
      expect(retries.map((answer) => [answer.status, answer.body.id, answer.body.status])).toEqual(shoppers.map((shopper) => [200, shopper.body.cart_id, 'submitted']));

      // No order twice: one placed order per shopper, and the stock taken once for each.
      const userIds = shoppers.map((shopper) => shopper.user.id);
      const orders = await app.db.select({ id: carts.id, userId: carts.userId, status: carts.status }).from(carts).where(inArray(carts.userId, userIds));
      expect(orders.map((order) => [order.userId, order.id, order.status]).sort()).toEqual(shoppers.map((shopper) => [shopper.user.id, shopper.body.cart_id, 'submitted']).sort());
      expect(await app.stockOf(item.id)).toMatchObject({ rec: 100 - SHOPPERS, reserved: SHOPPERS });

      // Exactly one 'order received' per order, none lost and none repeated by the retries.
      const notices = await app.db.select().from(outboxMessages).where(inArray(outboxMessages.userId, userIds));
      expect(notices.map((notice) => notice.subject).sort()).toEqual(shoppers.map((shopper) => `Greenleaf: your order #${shopper.body.cart_id} was received`).sort());

      // Every one of them reaches the mail server, including those the killed process held.
      const undelivered = async () => (await app.db.select().from(outboxMessages).where(inArray(outboxMessages.userId, userIds))).filter((notice) => !notice.sentAt).map((notice) => notice.recipient);
      await expect.poll(undelivered, { timeout: DELIVERY_TIMEOUT_MS, interval: 250 }).toEqual([]);
      const emails = shoppers.map((shopper) => shopper.user.email);
      expect(emails.filter((email) => !smtp.recipients().includes(email))).toEqual([]);

      // A clean stop: SIGTERM lets the worker finish and closes the database.
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
    300_000,
  );
});
