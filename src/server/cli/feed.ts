import { parseArgs } from 'node:util';
import { feedCliKey } from '../config';
import { runFeed } from './feed-client';

/**
 * `npm run feed -- --file items.csv --store hudson-valley-ny` (README "The point-of-sale feed"):
 * posts a file of rows to the feed with a key (--key, or the FEED_KEY environment variable) and
 * prints what happened to each row. --quantities sends quantity-only rows (PATCH); --snapshot-at
 * says when the shelves were counted (the sale rule); --url defaults to the local server.
 */
const USAGE = 'Usage: npm run feed -- --file items.csv [--store slug] [--key KEY | FEED_KEY=...] [--url http://localhost:3000] [--quantities] [--snapshot-at ISO]';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    store: { type: 'string' },
    key: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    quantities: { type: 'boolean', default: false },
    'snapshot-at': { type: 'string' },
    'idempotency-key': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const key = values.key ?? feedCliKey();
if (values.help || !values.file || !key) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

process.exitCode = await runFeed({
  file: values.file,
  key,
  url: values.url,
  store: values.store,
  quantitiesOnly: values.quantities,
  snapshotAt: values['snapshot-at'],
  idempotencyKey: values['idempotency-key'],
});
