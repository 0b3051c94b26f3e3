import type { UsageType } from './usage-type';

/**
 * Store associations and ordering rights (part 2 §4 "Store association and ordering rights";
 * DECISIONS.md: statuses pending, confirmed, rejected, suspended). The cart's add-to-cart gate and
 * checkout ask these; the server's associate-store call uses the same status sets.
 */
export type AssociationStatus = 'pending' | 'confirmed' | 'rejected' | 'suspended';

export interface AssociationFacts {
  store_id: number;
  association_type: UsageType;
  status: AssociationStatus;
}

/** A rejected or suspended association is final: it blocks ordering and cannot be re-requested. */
export const BLOCKING_ASSOCIATION_STATUSES: readonly AssociationStatus[] = ['rejected', 'suspended'];
/** Pending or confirmed grants shopping (a pending medical association is under review). */
export const GRANTING_ASSOCIATION_STATUSES: readonly AssociationStatus[] = ['pending', 'confirmed'];

/** States where a medical association needs no card on file (part 2 §5: "except in OH"). */
export const NO_MEDICAL_CARD_STATES: readonly string[] = ['OH'];

export type OrderingRight = 'allowed' | 'blocked' | 'needs-association';

/**
 * Whether a user may order at a store for a usage type: a rejected or suspended association for that
 * store and type blocks; medical needs a pending or confirmed medical association; adult use accepts
 * either type of association. With none that grants, the user needs to associate first.
 */
export function orderingRight(associations: readonly AssociationFacts[], storeId: number, usage: UsageType): OrderingRight {
  const atStore = associations.filter((association) => association.store_id === storeId);
  if (atStore.some((association) => association.association_type === usage && BLOCKING_ASSOCIATION_STATUSES.includes(association.status))) {
    return 'blocked';
  }
  const accepted: readonly UsageType[] = usage === 'medical' ? ['medical'] : ['medical', 'recreational'];
  const grants = atStore.some(
    (association) => accepted.includes(association.association_type) && GRANTING_ASSOCIATION_STATUSES.includes(association.status),
  );
  return grants ? 'allowed' : 'needs-association';
}

/** The status a new association starts in: adult use is confirmed at once, medical waits for review. */
export function initialAssociationStatus(usage: UsageType): AssociationStatus {
  return usage === 'recreational' ? 'confirmed' : 'pending';
}
