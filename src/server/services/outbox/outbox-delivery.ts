import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDeliveryWorker, deliveryTimings, type DeliveryWorker, type OutboxTransports } from './delivery-worker';
import { smtpTransport } from './smtp-transport';

/**
 * The server's delivery worker from its settings: email through SMTP_URL when set; texts have no
 * gateway in this product, so they stay recorded. Without any transport the worker never polls.
 */
export function startOutboxDelivery(db: Database, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_SEND_TIMEOUT_SECONDS'>): DeliveryWorker {
  const timings = deliveryTimings(config.OUTBOX_SEND_TIMEOUT_SECONDS);
  const transports: OutboxTransports = {};
  if (config.SMTP_URL) transports.email = smtpTransport(config.SMTP_URL, config.MAIL_FROM, timings.sendTimeoutMs);
  const worker = createDeliveryWorker({ db, transports, timings });
  worker.start();
  return worker;
}
