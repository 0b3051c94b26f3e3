import type { AssociationStatus } from './store-association';

/**
 * The console's review of a store association (part 2 §4 "Store association and ordering rights"):
 * who may move an association where. A pending request is confirmed or rejected; a confirmed one can
 * be suspended; a suspended or rejected one can be confirmed again (a reviewer reconsidering after the
 * customer wrote in, as the denial message invites). Nothing else moves: the server refuses it with
 * `associationDecisionProblem`'s message and the console offers only the allowed decisions.
 */
export const ASSOCIATION_DECISIONS = ['confirm', 'reject', 'suspend'] as const;
export type AssociationDecision = (typeof ASSOCIATION_DECISIONS)[number];

/** The status each decision leads to. */
export const DECISION_STATUS: Record<AssociationDecision, AssociationStatus> = {
  confirm: 'confirmed',
  reject: 'rejected',
  suspend: 'suspended',
};

const ALLOWED_FROM: Record<AssociationDecision, readonly AssociationStatus[]> = {
  confirm: ['pending', 'suspended', 'rejected'],
  reject: ['pending'],
  suspend: ['confirmed'],
};

export const DECISION_LABELS: Record<AssociationDecision, string> = { confirm: 'Confirm', reject: 'Reject', suspend: 'Suspend' };

/** The decisions a reviewer may take on an association in `status`, in the order the console offers them. */
export function allowedDecisions(status: AssociationStatus): AssociationDecision[] {
  return ASSOCIATION_DECISIONS.filter((decision) => ALLOWED_FROM[decision].includes(status));
}

/** Why the decision cannot be taken on an association in `status`, or null when it can. */
export function associationDecisionProblem(status: AssociationStatus, decision: AssociationDecision): string | null {
  if (ALLOWED_FROM[decision].includes(status)) return null;
  return `An association that is ${status} cannot be ${DECISION_STATUS[decision]}.`;
}
