import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { CustomerAssociation } from '@/api/admin-customers';
import { allowedDecisions, DECISION_LABELS, type AssociationDecision } from '@/domain/association-review';
import { USAGE_LABEL } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { listReset, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { useDecideAssociation } from '../api/customers';
import { ASSOCIATION_STATUS_LABELS, dateOf } from './customer-labels';
import { ReasonDialog } from './reason-dialog';

interface Deciding {
  association: CustomerAssociation;
  decision: AssociationDecision;
}

const WHAT_FOLLOWS: Record<AssociationDecision, string> = {
  confirm: 'The customer can order at this store for this usage type.',
  reject: 'The customer can no longer order at this store for this usage type, nor ask again.',
  suspend: 'The customer cannot order at this store for this usage type until it is confirmed again.',
};

/**
 * The customer's store associations (part 2 §4): each with the decisions the rules allow
 * (src/domain/association-review.ts) at a store the console user manages.
 */
export function AssociationList({ customerId, associations }: { customerId: number; associations: CustomerAssociation[] }) {
  const decide = useDecideAssociation(customerId);
  const [deciding, setDeciding] = useState<Deciding>();
  // Each opening starts with an empty reason; focus comes back to the association's row, whose buttons change.
  const [opened, setOpened] = useState(0);
  const lastRow = useRef(0);
  const open = (next: Deciding) => {
    lastRow.current = next.association.id;
    setOpened((count) => count + 1);
    setDeciding(next);
  };
  const rowId = (id: number) => `association-${id}`;
  const close = () => {
    decide.reset();
    setDeciding(undefined);
  };
  return (
    <SectionCard title="Store associations">
      {associations.length ? (
        <ul className={listReset}>
          {associations.map((association) => (
            <li key={association.id} id={rowId(association.id)} tabIndex={-1} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
              <div>
                <p className={css({ fontWeight: 'semibold' })}>
                  {association.store_name} · {USAGE_LABEL[association.association_type]}
                </p>
                <p className={muted}>
                  {ASSOCIATION_STATUS_LABELS[association.status]} · since {dateOf(association.created)}
                </p>
              </div>
              {association.can_manage && (
                <div className={css({ display: 'flex', gap: '2' })}>
                  {allowedDecisions(association.status).map((decision) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={decision === 'confirm' ? 'solid' : 'outline'}
                      aria-label={`${DECISION_LABELS[decision]} ${USAGE_LABEL[association.association_type]} at ${association.store_name}`}
                      onClick={() => open({ association, decision })}
                    >
                      {DECISION_LABELS[decision]}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No store associations.</p>
      )}
      <ReasonDialog
        key={opened}
        open={deciding !== undefined}
        title={deciding ? `${DECISION_LABELS[deciding.decision]} ${USAGE_LABEL[deciding.association.association_type]} at ${deciding.association.store_name}?` : ''}
        confirmLabel={deciding ? DECISION_LABELS[deciding.decision] : ''}
        busyLabel="Saving"
        danger={deciding?.decision !== 'confirm'}
        busy={decide.isPending}
        error={decide.error}
        helperText="The customer is told of the decision and this reason by their contact method."
        onCancel={close}
        onConfirm={(reason) =>
          deciding && decide.mutate({ associationId: deciding.association.id, decision: deciding.decision, reason }, { onSuccess: () => setDeciding(undefined) })
        }
        finalFocusEl={() => document.getElementById(rowId(lastRow.current))}
      >
        {deciding && <p className={css({ mb: '3' })}>{WHAT_FOLLOWS[deciding.decision]}</p>}
      </ReasonDialog>
    </SectionCard>
  );
}
