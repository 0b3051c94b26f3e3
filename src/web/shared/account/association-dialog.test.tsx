import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StoreAssociation } from '@/api/user';
import { USER_MESSAGES } from '@/api/user';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { AssociationDialog } from './association-dialog';

function ControlledDialog({ onAssociated }: { onAssociated: (association: StoreAssociation) => void }) {
  const [open, setOpen] = useState(true);
  return <AssociationDialog open={open} onClose={() => setOpen(false)} storeId={1} storeName="Springfield Dispensary" associationType="medical" onAssociated={onAssociated} />;
}

async function openDialog(onAssociated = vi.fn()) {
  await renderSignedIn(<ControlledDialog onAssociated={onAssociated} />);
  return { card: await screen.findByRole('textbox', { name: 'Medical card number' }), confirm: screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement, onAssociated };
}

describe('create_association dialog (part 2 §5 "Medical card", §8)', () => {
  it("is titled 'Confirm Medical Card' (part 1 §2 dialogs: create_association)", async () => {
    fakeApi({});
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Confirm Medical Card' })).toBeTruthy();
  });

  it('Confirm needs at least 5 characters, then associates the store', async () => {
    const association = { store_id: 1, association_type: 'medical', status: 'pending', state: 'IL' };
    const api = fakeApi({ '/users/op/associate-store': () => ({ body: association }), '/users/op/get-me': () => ({ body: makeUser() }) });
    const { card, confirm, onAssociated } = await openDialog();
    await userEvent.type(card, 'QP.1');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(card, '2');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    // Told once the dialog has gone, so a dialog opened next is not dismissed with this one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(onAssociated).toHaveBeenCalledWith(association));
    expect(onAssociated).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/users/op/associate-store')[0]!.body).toEqual({ store_id: 1, association_type: 'medical', mmj_card_num: 'QP.12' });
  });

  it('a 403 says the request was denied; other failures that it failed', async () => {
    const respond = { status: 403, body: { error: 'Forbidden' } };
    fakeApi({ '/users/op/associate-store': () => respond });
    const { card, confirm } = await openDialog();
    await userEvent.type(card, '12345');
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.associationDenied);

    respond.status = 500;
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(USER_MESSAGES.associationFailed));
  });
});
