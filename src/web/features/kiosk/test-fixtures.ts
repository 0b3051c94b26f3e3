import type { PlacedKioskOrder } from '@/api/kiosk-orders';
import type { CheckInResponse } from '@/api/kiosk';
import type { StaffStore } from '@/api/staff';
import type { KioskPin } from './kiosk-pin';

/** A pinned kiosk as POST /kiosk/op/pin answers it. Test-only. */
export function makeKioskPin(overrides: Partial<KioskPin['kiosk']> = {}): KioskPin {
  return {
    kiosk: {
      id: 12,
      store_id: 3,
      store_name: 'Apotheca Tucson Campbell',
      usage_types: ['medical', 'recreational'],
      pinned_at: '2026-11-21T18:00:00.000Z',
      pinned_by: 'Sam Staff',
      ...overrides,
    },
    kiosk_token: 'kiosk-token-0123456789',
  };
}

/** A store a portal user works at. Test-only. */
export function makeStaffStore(overrides: Partial<StaffStore> = {}): StaffStore {
  return { id: 3, name: 'Apotheca Tucson Campbell', store_slug: 'tucson-campbell', state: 'AZ', timezone: 'America/Phoenix', usage_types: ['medical', 'recreational'], ...overrides };
}

export const checkedIn: CheckInResponse = { orders: [{ id: 4821, first_name: 'Ada', status: 'submitted' }] };

/** A kiosk order as POST /kiosk/op/place-order answers it. Test-only. */
export function makePlacedOrder(overrides: Partial<PlacedKioskOrder> = {}): PlacedKioskOrder {
  return { id: 4821, first_name: 'Ada', status: 'submitted', item_count: 3, total: 132, ...overrides };
}
