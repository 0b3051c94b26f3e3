import type { StoreOrderingInput } from './store-ordering';

/** The store tests start from: both menus open (part 1 §3 per-usage flags), nothing coming soon, closed or divested. */
export const OPEN_STORE: StoreOrderingInput = {
  is_divested: false,
  is_med_menu: true,
  is_rec_menu: true,
  is_med_coming_soon: false,
  is_rec_coming_soon: false,
  temp_closed_med: null,
  temp_closed_rec: null,
};
