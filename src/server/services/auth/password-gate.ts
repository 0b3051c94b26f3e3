import os from 'node:os';
import { workGate } from '@/server/http/work-gate';

/**
 * A password check is about half a second of CPU and 128 MiB (scrypt at OWASP's cost, passwords.ts).
 * Unbounded, a burst of sign-ins takes every core and starves the rest of the API, so the checks of a
 * process run a few at a time (half its cores, at least one), a few more wait their turn, and past that a sign-in is
 * answered 503 with Retry-After at once (README "Performance": sign-in under load), like any request
 * past the in-flight bound (http/load-shedding.ts).
 */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Checks that may wait for a turn: at about half a second each, the last waits a few seconds. */
export const PASSWORD_CHECKS_WAITING = 8;

/** The process's one gate: every scrypt derivation (hash or verify) goes through it. */
export const passwordGate = workGate(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
