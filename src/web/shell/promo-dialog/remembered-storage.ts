import { allowsPersonalization } from '@/web/state/consent';

/**
 * Where the shell remembers what a shopper did with its dialogs (promotions seen, marketing
 * dialog answers). Remembering across visits is personalization, so these go to localStorage only
 * with personalization consent (as the consent cookie itself, part 1 §9); otherwise to
 * sessionStorage, for this visit only. Storage that throws (private modes) remembers nothing.
 */
export function readRemembered(key: string): string | undefined {
  return attempt(() => localStorage.getItem(key) ?? sessionStorage.getItem(key)) ?? undefined;
}

export function writeRemembered(key: string, value: string): void {
  if (allowsPersonalization()) {
    attempt(() => localStorage.setItem(key, value));
    attempt(() => sessionStorage.removeItem(key));
  } else {
    attempt(() => localStorage.removeItem(key));
    attempt(() => sessionStorage.setItem(key, value));
  }
}

/** Parses remembered JSON, or undefined when absent or unreadable. */
export function readRememberedJson(key: string): unknown {
  const raw = readRemembered(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
