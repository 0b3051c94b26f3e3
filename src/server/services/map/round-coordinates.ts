/** Every number of a nested coordinate array rounded to 1/scale (1e4: ~11 m, 1e3: ~110 m). */
export function roundNested<T>(value: T, scale: number): T {
  if (typeof value === 'number') return (Math.round(value * scale) / scale) as T;
  return (Array.isArray(value) ? value.map((item: unknown) => roundNested(item, scale)) : value) as T;
}
