import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './constants';

/** The largest quantity of one cart line: the smaller of the sellable stock and MAX_LINE_QUANTITY (part 1 §5). */
export function maxLineQuantity(sellable: number): number {
  return Math.max(Math.min(sellable, MAX_LINE_QUANTITY), 0);
}

/** A typed quantity applies only when numeric; it is kept within MIN_LINE_QUANTITY and `max`. */
export function parseQuantity(text: string, current: number, max: number): number {
  if (!/^\d+$/.test(text.trim())) return current;
  return Math.min(Math.max(Number(text), MIN_LINE_QUANTITY), Math.max(max, MIN_LINE_QUANTITY));
}
