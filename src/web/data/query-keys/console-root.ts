/**
 * The operator console's root: never kept on the device (customers' cards, addresses and phones,
 * the staff list, reports; README "The operator console"), and dropped from memory at sign-out
 * with the rest of a person's data (private-data.ts). Apart from console.ts because every page start
 * reads it (query-persistence.ts), and the console's key factories load with the console.
 */
export const CONSOLE_QUERY_ROOT = 'console';
