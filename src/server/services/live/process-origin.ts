import { randomUUID } from 'node:crypto';

/** This process among the servers on one database: its own catalog events need no second cache drop. */
export const PROCESS_ORIGIN = randomUUID();
