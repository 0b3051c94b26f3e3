import { proxy } from 'valtio';

/** Whether the store chooser dialog (choose_store_popup) is open. */
export const storeChooserState = proxy({ open: false });

export function openStoreChooser(): void {
  storeChooserState.open = true;
}

export function closeStoreChooser(): void {
  storeChooserState.open = false;
}
