import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import type { Address } from '@/api/user';
import { withDefaultFirst } from '@/domain/addresses';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { SectionCard } from '@/web/ui/section-card';
import { editAddressPath } from '@/web/shared/account/account-paths';
import { useDeleteAddress } from '../api/addresses';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { SavedItem } from '../components/saved-item';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { listReset, muted, tapTarget } from '../styles';
import { addressLines } from '@/web/shared/address/address-lines';

const badge = css({ display: 'inline-block', ml: '2', px: '2', py: '0.5', borderRadius: 'pill', bg: 'brand.soft', color: 'ink', fontSize: 'xs', fontWeight: 'bold' });

/**
 * Saved addresses of My Account (part 2 §2): the default first, Edit, Delete after the delete
 * address confirmation, and Add address.
 */
export function AddressList({ addresses }: { addresses: Address[] }) {
  // After a delete the row's Delete button is gone: focus moves to the Add link instead.
  const addLink = useRef<HTMLAnchorElement>(null);
  const { deleting, ask, dialog } = useConfirmedDelete<Address>(useDeleteAddress(), { failed: 'Could not delete the address. Please try again.', deleted: 'Address deleted.' }, addLink);

  return (
    <SectionCard
      title="Saved Addresses"
      action={
        <AppLink to={editAddressPath('new')} ref={addLink} className={cx(button({ size: 'sm', variant: 'outline' }), tapTarget)}>
          Add address
        </AppLink>
      }
    >
      {addresses.length === 0 ? (
        <p className={muted}>No saved addresses yet. Add one for faster delivery checkout.</p>
      ) : (
        <ul className={listReset} aria-label="Saved addresses">
          {withDefaultFirst(addresses).map((address) => {
            const [street, city] = addressLines(address);
            return (
              <SavedItem key={address.id} name={street} editTo={editAddressPath(address.id)} onDelete={() => ask(address)}>
                <address className={css({ fontStyle: 'normal' })}>
                  <span className={css({ fontWeight: 'semibold' })}>{street}</span>
                  {address.is_default && <span className={badge}>Default</span>}
                  <br />
                  <span className={muted}>{city}</span>
                </address>
              </SavedItem>
            );
          })}
        </ul>
      )}
      <ConfirmDialog {...dialog} title="Delete address?" confirmLabel="Delete">
        {deleting && <p>{addressLines(deleting).join(', ')} will be removed from your saved addresses.</p>}
      </ConfirmDialog>
    </SectionCard>
  );
}
