import { useReducer, useState } from 'react';
import type { Category } from '@/domain/categories';
import { USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import type { KioskCredentials } from '../kiosk-pin';
import { kioskCartReducer, type KioskCartAction } from './kiosk-cart';
import { MenuStep } from './menu-step';
import { EMPTY_CONTACT, orderRequestFrom, type ContactField, type KioskContact } from './order-request';
import type { PlaceRefusal } from './place-refusal';
import { PlacedOrder } from './placed-order';
import { ReviewStep, type ReviewProblems } from './review-step';
import { UsageStep } from './usage-step';
import { usePlaceKioskOrder } from './use-place-kiosk-order';

/** What the order flow needs of the pin: the token, the store and the usage types it serves. */
export interface KioskOrderPin extends KioskCredentials {
  readonly kiosk: { readonly id: number; readonly store_id: number; readonly usage_types: readonly UsageType[] };
}

const NO_PROBLEMS: ReviewProblems = { attempt: 0, fields: {}, lines: {}, message: undefined };

/**
 * A new check-in order built at the kiosk (DECISIONS.md "Modes of the one installable app"): the menu
 * (after Medical or Adult Use when the kiosk serves both), the review with name and phone, then the
 * placed order. The cart, the typed name and phone and the attempt's key live in this component inside
 * the kiosk session, so a reset (idle, Start Over, Done) forgets them all.
 */
export function KioskOrderFlow({ pin, onStartOver }: { pin: KioskOrderPin; onStartOver: () => void }) {
  const served = USAGE_TYPES.filter((usage) => pin.kiosk.usage_types.includes(usage));
  const [usageType, setUsageType] = useState<UsageType | undefined>(served.length === 1 ? served[0] : undefined);
  const [step, setStep] = useState<'menu' | 'review'>('menu');
  const [category, setCategory] = useState<Category | undefined>(undefined);
  const [cart, dispatchCart] = useReducer(kioskCartReducer, []);
  const [contact, setContact] = useState<KioskContact>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ReviewProblems>(NO_PROBLEMS);
  const refused = (refusal: Pick<PlaceRefusal, 'fields' | 'lines' | 'message'>) =>
    setProblems((current) => ({ attempt: current.attempt + 1, fields: refusal.fields, lines: refusal.lines, message: refusal.message }));
  const { place, placing, placed } = usePlaceKioskOrder(pin, refused);

  // An edit answers the problem it was about.
  function editCart(action: KioskCartAction) {
    dispatchCart(action);
    if (action.type !== 'add') setProblems(({ lines: { [action.inventoryId]: _, ...lines }, ...rest }) => ({ ...rest, lines }));
  }
  function editContact(field: ContactField, value: string) {
    setContact((current) => ({ ...current, [field]: value }));
    setProblems(({ fields: { [field]: _, ...fields }, ...rest }) => ({ ...rest, fields }));
  }
  function placeOrder() {
    if (!usageType) return;
    const request = orderRequestFrom(usageType, contact, cart);
    if (request.errors) return refused({ fields: request.errors.fields, lines: {}, message: request.errors.order });
    place(request.body);
  }

  if (placed) return <PlacedOrder order={placed} onDone={onStartOver} />;
  if (!usageType) return <UsageStep served={served} onChoose={setUsageType} onStartOver={onStartOver} />;
  if (step === 'review') {
    return (
      <ReviewStep
        cart={cart}
        dispatch={editCart}
        contact={contact}
        onContact={editContact}
        problems={problems}
        placing={placing}
        onPlace={placeOrder}
        onBack={() => setStep('menu')}
        onStartOver={onStartOver}
      />
    );
  }
  return (
    <MenuStep
      storeId={pin.kiosk.store_id}
      usageType={usageType}
      category={category}
      onCategory={setCategory}
      cart={cart}
      dispatch={editCart}
      onChangeMenu={served.length > 1 && cart.length === 0 ? () => setUsageType(undefined) : undefined}
      onReview={() => setStep('review')}
      onStartOver={onStartOver}
    />
  );
}
