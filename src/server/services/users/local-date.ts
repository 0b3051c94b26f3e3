import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_STORE_TIMEZONE } from '@/domain/constants';

/**
 * Today as 'yyyy-MM-dd' in the default store timezone (part 2 §9): the day against which medical
 * card expiry is judged, so a card stops working at midnight in New York, not at midnight UTC.
 */
export function todayInStoreZone(now = new Date()): string {
  return format(new TZDate(now.getTime(), DEFAULT_STORE_TIMEZONE), 'yyyy-MM-dd');
}
