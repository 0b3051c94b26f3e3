/** Store hours the store-hours and week-list tests share, in the seed's format (store-presets.ts formatHours). */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A week of hours lines, 'Monday: 8:00 AM - 10:00 PM', Monday first; a missing window is Closed. */
export const week = (...windows: (string | null)[]) => DAYS.map((day, i) => `${day}: ${windows[i] ?? 'Closed'}`).join('\n');
export const EXTENDED = week(...Array(4).fill('8:00 AM - 10:00 PM'), '8:00 AM - 11:00 PM', '8:00 AM - 11:00 PM', '9:00 AM - 9:00 PM');
export const WEEKDAYS_ONLY = week(...Array(5).fill('9:00 AM - 8:00 PM'), '10:00 AM - 6:00 PM', null);

/** A store with these hours in this zone (null: the default zone). */
export const at = (hours: string, timezone: string | null) => ({ hours, timezone });
