import { US_STATE_NAMES } from '@/domain/us-states';
import type { SelectOption } from '@/web/ui/select';

/** Every state for a state dropdown (an address, a medical card), by name. */
export const STATE_OPTIONS: SelectOption[] = Object.entries(US_STATE_NAMES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
