import * as z from 'zod/mini';
import { REGISTRATION_DRAFT_HOURS } from '@/domain/constants';
import { isSameSitePath } from '../safe-return-path';

/**
 * The registration form's draft (part 2 §4 "Registration": kept 8 hours), never the passwords, and
 * the path to return to once registration is done (part 2 §2 /register/success "redirects back").
 */

const DRAFT_KEY = 'apotheca_register_draft';
const RETURN_KEY = 'apotheca_register_from';
const DRAFT_MAX_AGE_MS = REGISTRATION_DRAFT_HOURS * 3_600_000;

export interface RegistrationDraft {
  first: string;
  last: string;
  email: string;
  phone: string;
  /** The transaction-agreement checkbox. */
  agreed: boolean;
}

export const EMPTY_DRAFT: RegistrationDraft = { first: '', last: '', email: '', phone: '', agreed: false };

const storedDraftSchema = z.object({
  first: z.string().check(z.maxLength(200)),
  last: z.string().check(z.maxLength(200)),
  email: z.string().check(z.maxLength(320)),
  phone: z.string().check(z.maxLength(40)),
  agreed: z.boolean(),
  saved_at: z.number(),
});

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the form still works, it just forgets
  }
}

/** The saved draft when it is younger than 8 hours; an older or unreadable one is dropped. */
export function loadDraft(now = Date.now()): RegistrationDraft | undefined {
  const raw = storage('local')?.getItem(DRAFT_KEY);
  if (!raw) return undefined;
  let parsed: ReturnType<typeof storedDraftSchema.safeParse>;
  try {
    parsed = storedDraftSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = storedDraftSchema.safeParse(undefined);
  }
  if (!parsed.success || now - parsed.data.saved_at > DRAFT_MAX_AGE_MS || parsed.data.saved_at > now) {
    clearDraft();
    return undefined;
  }
  const { saved_at: _savedAt, ...draft } = parsed.data;
  return draft;
}

export function saveDraft(draft: RegistrationDraft, now = Date.now()): void {
  try {
    storage('local')?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, saved_at: now }));
  } catch {
    // Storage full or blocked: nothing to do.
  }
}

export function clearDraft(): void {
  storage('local')?.removeItem(DRAFT_KEY);
}

/** Remembers where registration started from (a same-site path), for the success dialog. */
export function rememberReturnPath(path: string | undefined): void {
  if (path) storage('session')?.setItem(RETURN_KEY, path);
}

/** The remembered return path (checked again: storage is not trusted). */
export function readReturnPath(): string | undefined {
  const path = storage('session')?.getItem(RETURN_KEY) ?? undefined;
  return isSameSitePath(path) ? path : undefined;
}

export function forgetReturnPath(): void {
  storage('session')?.removeItem(RETURN_KEY);
}
