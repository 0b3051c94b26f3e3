import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import type { MedicalCard } from '@/api/user';
import { stateName } from '@/domain/us-states';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { SectionCard } from '@/web/ui/section-card';
import { medCardPath } from '@/web/shared/account/account-paths';
import { useDeleteMedicalCard } from '../api/medical-cards';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { SavedItem } from '../components/saved-item';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { listReset, muted, tapTarget } from '../styles';

/** 'YYYY-MM-DD' as the US reads it: MM/DD/YYYY. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${month}/${day}/${year}` : isoDate;
}

/**
 * The medical card summary of My Account (part 2 §2): state, the number's last 4 digits and the
 * expiry; Edit, Delete (after a confirmation) and Add medical card.
 */
export function MedCardSummary({ cards }: { cards: MedicalCard[] }) {
  // After a delete the row's Delete button is gone: focus moves to the Add link instead.
  const addLink = useRef<HTMLAnchorElement>(null);
  const { deleting, ask, dialog } = useConfirmedDelete<MedicalCard>(useDeleteMedicalCard(), { failed: 'Could not delete the medical card. Please try again.', deleted: 'Medical card deleted.' }, addLink);

  return (
    <SectionCard
      title="Medical Card"
      titleId="med-card-title"
      action={
        <AppLink to={medCardPath('new')} ref={addLink} className={cx(button({ size: 'sm', variant: 'outline' }), tapTarget)}>
          Add medical card
        </AppLink>
      }
    >
      {cards.length === 0 ? (
        <p className={muted}>No medical card on file. Add one to shop medical menus.</p>
      ) : (
        <ul className={listReset}>
          {cards.map((card) => (
            <SavedItem key={card.id} name={`${stateName(card.state)} medical card`} editTo={medCardPath(card.id)} onDelete={() => ask(card)}>
              <div>
                <p className={css({ fontWeight: 'semibold' })}>
                  {stateName(card.state)} card <span aria-label={`ending in ${card.mmj_card_last4}`}>•••• {card.mmj_card_last4}</span>
                </p>
                <p className={card.is_expired ? css({ color: 'danger', fontSize: 'sm', fontWeight: 'semibold' }) : muted}>
                  {card.is_expired ? 'Expired' : 'Expires'} {displayDate(card.mmj_card_exp_dt)}
                </p>
              </div>
            </SavedItem>
          ))}
        </ul>
      )}
      <ConfirmDialog {...dialog} title="Delete medical card?" confirmLabel="Delete">
        {deleting && (
          <p>
            Your {stateName(deleting.state)} card ending in {deleting.mmj_card_last4} will be removed from your account. You will need a card on file to
            shop medical menus.
          </p>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
