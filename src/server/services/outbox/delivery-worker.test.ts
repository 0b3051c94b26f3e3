import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createDeliveryWorker, leaseMs, retryDelayMs, type DeliveryTimings, type OutboxTransport } from './delivery-worker';
import { sendMessage, type OutgoingMessage } from './outbox';
import { claimNextDue, type OutboxRow } from './outbox-claims';

/**
 * The outbox's delivery worker (README "Notices go out through a transactional outbox"; DECISIONS.md
 * "Email and SMS"): what is recorded is delivered, once, whatever happens to the process in between.
 * The clock and the transport are the test's, so nothing here waits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const timings: DeliveryTimings = { sendTimeoutMs: 30_000, pollMs: 1000, maxAttempts: 4 };
const WITH_SMTP = { smtpUrl: 'smtp://mail.invalid:25', mailFrom: 'Apotheca <no-reply@apotheca.test>' };
const WITHOUT_SMTP = { mailFrom: WITH_SMTP.mailFrom };
let sequence = 0;

function email(values: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return { orderingAppId: null, channel: 'email', recipient: `worker${++sequence}.${Date.now()}@example.com`, subject: 'Your order', body: 'Thanks!', ...values };
}

async function rowOf(id: number): Promise<OutboxRow> {
  const [row] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row!;
}

/** A transport that records what it was handed (the test's mail server). */
function recordingTransport() {
  const sent: OutboxRow[] = [];
  const transport: OutboxTransport = async (message) => {
    // Yield, as a real send does, so two workers' steps interleave.
    await new Promise((resolve) => setImmediate(resolve));
    sent.push(message);
  };
  return { sent, transport, idsSent: () => sent.map((message) => message.id) };
}

function workerAt(clock: { now: Date }, transport: OutboxTransport) {
  return createDeliveryWorker({ db: t.handle.db, transports: { email: transport }, timings, now: () => clock.now });
}

/** Only this file's rows are due at this clock (other rows of the database are never due so early or so late). */
const later = (from: Date, ms: number) => ({ now: new Date(from.getTime() + ms) });

describe('what is recorded is delivered', () => {
  test('a due email is handed to the transport once and marked sent', async () => {
    const id = await sendMessage(t.handle.db, email({ subject: 'Order #1 received' }), WITH_SMTP);
    const mail = recordingTransport();
    const clock = { now: new Date() };
    const worker = workerAt(clock, mail.transport);
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    expect(mail.sent.filter((message) => message.id === id)).toMatchObject([{ subject: 'Order #1 received', attempts: 1 }]);
    const row = await rowOf(id);
    expect(row.sentAt).toEqual(clock.now);
    expect(row).toMatchObject({ error: null, nextAttemptAt: null, attempts: 1 });
    expect(await worker.deliverNext()).toBe(false);
  });

  test('a message written and then left by a process that died before sending is delivered by a fresh worker', async () => {
    const id = await sendMessage(t.handle.db, email(), WITH_SMTP);
    const mail = recordingTransport();
    expect(await workerAt({ now: new Date() }, mail.transport).drain()).toBeGreaterThanOrEqual(1);
    expect(mail.idsSent()).toContain(id);
  });

  test('a message a process claimed and died while sending waits out the claim, then a fresh worker sends it', async () => {
    const id = await sendMessage(t.handle.db, email(), WITH_SMTP);
    const claimedAt = new Date();
    // The first process claims the row and is killed before its send returns.
    expect((await claimNextDue(t.handle.db, ['email'], claimedAt, leaseMs(timings)))?.id).toBe(id);

    const mail = recordingTransport();
    await workerAt(later(claimedAt, leaseMs(timings) - 1), mail.transport).drain();
    expect(mail.idsSent()).not.toContain(id);
    await workerAt(later(claimedAt, leaseMs(timings)), mail.transport).drain();
    expect(mail.idsSent()).toContain(id);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
  });

  test('two workers draining the same outbox at once never send one message twice', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await sendMessage(t.handle.db, email(), WITH_SMTP));
    const [a, b] = [recordingTransport(), recordingTransport()];
    const clock = { now: new Date() };
    await Promise.all([workerAt(clock, a.transport).drain(), workerAt(clock, b.transport).drain()]);
    const sent = [...a.idsSent(), ...b.idsSent()].filter((id) => ids.includes(id));
    expect(sent.toSorted((x, y) => x - y)).toEqual(ids);
    const rows = await t.handle.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});

describe('a failing transport', () => {
  test('is tried again after a doubling wait, then the message is marked failed with its error', async () => {
    const id = await sendMessage(t.handle.db, email(), WITH_SMTP);
    const tried: number[] = [];
    const refusing: OutboxTransport = async (message) => {
      tried.push(message.id);
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    const clock = { now: new Date() };
    const worker = workerAt(clock, refusing);
    for (let attempt = 1; attempt <= timings.maxAttempts; attempt++) {
      expect(await worker.drain()).toBeGreaterThanOrEqual(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, error: 'connect ECONNREFUSED 127.0.0.1:25' });
      if (attempt === timings.maxAttempts) break;
      const wait = retryDelayMs(timings, attempt);
      expect(row.nextAttemptAt).toEqual(new Date(clock.now.getTime() + wait));
      // Not before its time: nothing of this message is tried a moment early.
      clock.now = new Date(clock.now.getTime() + wait - 1);
      await worker.drain();
      expect(tried.filter((triedId) => triedId === id)).toHaveLength(attempt);
      clock.now = new Date(clock.now.getTime() + 1);
    }
    expect(await rowOf(id)).toMatchObject({ attempts: timings.maxAttempts, nextAttemptAt: null, sentAt: null });
    clock.now = new Date(clock.now.getTime() + 365 * 24 * 3600_000);
    await worker.drain();
    expect(tried.filter((triedId) => triedId === id)).toHaveLength(timings.maxAttempts);
  });

  test('a send that fails once and then succeeds is marked sent and its error cleared', async () => {
    const id = await sendMessage(t.handle.db, email(), WITH_SMTP);
    let refuse = true;
    const flaky: OutboxTransport = async () => {
      if (refuse) throw new Error('421 try again later');
    };
    const clock = { now: new Date() };
    const worker = workerAt(clock, flaky);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ error: '421 try again later', sentAt: null });
    refuse = false;
    clock.now = new Date(clock.now.getTime() + retryDelayMs(timings, 1));
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ error: null, sentAt: clock.now, attempts: 2, nextAttemptAt: null });
  });
});

describe('what nothing can deliver stays recorded (development reads it on /dev/outbox)', () => {
  test('an email written without SMTP and every text are never handed to a transport', async () => {
    const unsentEmail = await sendMessage(t.handle.db, email(), WITHOUT_SMTP);
    const text = await sendMessage(t.handle.db, email({ channel: 'sms', recipient: '8455550199' }), WITH_SMTP);
    const mail = recordingTransport();
    await workerAt(later(new Date(), 24 * 3600_000), mail.transport).drain();
    expect(mail.idsSent()).not.toContain(unsentEmail);
    expect(mail.idsSent()).not.toContain(text);
    expect(await rowOf(unsentEmail)).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 0, error: null });
    expect(await rowOf(text)).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 0 });
  });

  test('a worker without any transport never polls', async () => {
    const worker = createDeliveryWorker({ db: t.handle.db, transports: {}, timings });
    worker.start();
    await worker.stop();
    expect(await worker.drain()).toBe(0);
  });
});

describe('the loop', () => {
  test('starts by delivering what is due, and stop waits for the send under way', async () => {
    const id = await sendMessage(t.handle.db, email(), WITH_SMTP);
    let finish!: () => void;
    const started: number[] = [];
    const slow: OutboxTransport = (message) => {
      started.push(message.id);
      return new Promise((resolve) => (finish = resolve));
    };
    const worker = workerAt({ now: later(new Date(), 1).now }, slow);
    worker.start();
    await expect.poll(() => started.length).toBeGreaterThan(0);
    const stopping = worker.stop();
    finish();
    await stopping;
    expect(started).toEqual([id]);
    expect((await rowOf(id)).sentAt).not.toBeNull();
  });
});
