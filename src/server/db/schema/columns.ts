import { sql } from 'drizzle-orm';
import { boolean, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes every area of the schema repeats. Each returns a fresh builder, so a table's column
 * reads as one word and the generated SQL stays exactly what the spelled-out column gave.
 */

/** The row's own number. */
export const id = () => serial('id').primaryKey();

/** A moment with its time zone, read as a Date (a string mode would fail the contract's ISO check). */
export const at = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** A list of strings, empty unless given. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A yes/no setting, false unless said otherwise. */
export const flag = (name: string, initially = false) => boolean(name).notNull().default(initially);
