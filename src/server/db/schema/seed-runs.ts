import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Records which seed produced the data, so the demo seed runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: at('ran_at').notNull().defaultNow(),
});
