/** '#1E6B47' or '#abc' to [r, g, b]; undefined for anything else (a brand row is data, not trusted CSS). */
function parseHex(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/**
 * The colour `amount` (0..1) of the way from white to `hex`: 0.1 is a faint wash of the brand colour.
 * An unreadable colour falls back to `fallback`.
 */
export function tint(hex: string, amount: number, fallback: string): string {
  const rgb = parseHex(hex) ?? parseHex(fallback) ?? [128, 128, 128];
  const channel = (value: number) => Math.round(255 + (value - 255) * amount).toString(16).padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}
