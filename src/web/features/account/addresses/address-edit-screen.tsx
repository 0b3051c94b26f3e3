import { USER_MESSAGES } from '@/api/user';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ACCOUNT_PATH } from '@/web/shared/account/account-paths';
import { useSaveAddress } from '../api/addresses';
import { errorMessage, fieldErrors, hasStatus } from '@/web/shared/account/request-errors';
import { AccountPage } from '../components/account-page';
import { Notice } from '@/web/ui/notice';
import { UserGate } from '../components/user-gate';
import { useGo } from '../use-go';
import { AddressForm } from './address-form';

/** /account/edit-address/{id|new}: add an address, or edit a saved one (part 2 §2). */
export function AddressEditScreen({ id }: { id: string }) {
  const isNew = id === 'new';
  const save = useSaveAddress();
  const go = useGo();
  const fields = fieldErrors(save.error);

  return (
    <AccountPage title={isNew ? 'Add Address' : 'Edit Address'} back={{ to: ACCOUNT_PATH, label: 'My Account' }}>
      <UserGate>
        {(user) => {
          const address = isNew ? undefined : user.addresses.find((entry) => String(entry.id) === id);
          if (!isNew && !address) {
            return (
              <Notice tone="error">
                <p>{USER_MESSAGES.addressNotFound}</p>
                <AppLink to={ACCOUNT_PATH} className={button({ variant: 'link' })}>
                  Back to My Account
                </AppLink>
              </Notice>
            );
          }
          return (
            <>
              {save.isError && (
                <Notice tone="error">{saveErrorMessage(save.error, Object.keys(fields).length > 0)}</Notice>
              )}
              <AddressForm
                address={address}
                saving={save.isPending}
                fieldErrors={fields}
                onSave={(input) =>
                  save.mutate(
                    { id: address?.id, address: input },
                    {
                      onSuccess: () => {
                        showToast('success', 'Your address has been saved.');
                        void go(ACCOUNT_PATH);
                      },
                    },
                  )
                }
              />
            </>
          );
        }}
      </UserGate>
    </AccountPage>
  );
}

function saveErrorMessage(error: unknown, hasFieldErrors: boolean): string {
  if (hasStatus(error, 404)) return USER_MESSAGES.addressNotFound;
  if (hasFieldErrors) return 'Please check the fields below.';
  if (hasStatus(error, 400)) return USER_MESSAGES.invalidAddress;
  return errorMessage(error, 'Could not save your address. Please try again.');
}
