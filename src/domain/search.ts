/** Search text has double quotes and backslashes removed (part 1 §5); blank means no search. */
export function sanitizeSearch(text: string | undefined | null): string | undefined {
  const cleaned = (text ?? '').replace(/["\\]/g, '').trim();
  return cleaned === '' ? undefined : cleaned;
}
