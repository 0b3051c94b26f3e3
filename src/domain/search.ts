/** At most this many words of a search count; the rest are ignored (a pasted paragraph stays one cheap query). */
export const MAX_SEARCH_WORDS = 8;

/** Search text has double quotes and backslashes removed (part 1 §5); blank means no search. */
export function sanitizeSearch(text: string | undefined | null): string | undefined {
  const cleaned = (text ?? '').replace(/["\\]/g, '').trim();
  return cleaned === '' ? undefined : cleaned;
}
