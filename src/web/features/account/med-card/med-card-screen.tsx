import { USER_MESSAGES } from '@/api/user';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { useSaveMedicalCard } from '../api/medical-cards';
import { errorMessage, fieldErrors, hasStatus } from '@/web/shared/account/request-errors';
import { AccountPage } from '../components/account-page';
import { Notice } from '@/web/ui/notice';
import { UserGate } from '../components/user-gate';
import { useGo } from '../use-go';
import { MedCardForm } from './med-card-form';

export interface MedCardScreenProps {
  /** A card id, or 'new' to add one. */
  id: string;
  /** Where Cancel and a save lead: the product (pid) or My Account. */
  returnTo: string;
}

/** /med-card/{id|new}: add or edit a medical card (part 2 §2). */
export function MedCardScreen({ id, returnTo }: MedCardScreenProps) {
  const isNew = id === 'new';
  const save = useSaveMedicalCard();
  const go = useGo();
  const fields = fieldErrors(save.error);

  return (
    <AccountPage title={isNew ? 'Add Medical Card' : 'Edit Medical Card'} intro="All fields are required." back={{ to: returnTo, label: 'Back' }}>
      <UserGate>
        {(user) => {
          const card = isNew ? undefined : user.medical_cards.find((entry) => String(entry.id) === id);
          if (!isNew && !card) {
            return (
              <Notice tone="error">
                <p>{USER_MESSAGES.cardNotFound}</p>
                <AppLink to={returnTo} className={button({ variant: 'link' })}>
                  Go back
                </AppLink>
              </Notice>
            );
          }
          return (
            <>
              {save.isError && <Notice tone="error">{saveErrorMessage(save.error)}</Notice>}
              <MedCardForm
                card={card}
                returnTo={returnTo}
                saving={save.isPending}
                serverErrors={fields}
                onSave={(input) =>
                  save.mutate(input, {
                    onSuccess: () => {
                      showToast('success', 'Your medical card has been saved.');
                      void go(returnTo);
                    },
                  })
                }
              />
            </>
          );
        }}
      </UserGate>
    </AccountPage>
  );
}

/** 'Error saving med card details.' (part 2 §8), with the server's field messages under the fields. */
function saveErrorMessage(error: unknown): string {
  if (hasStatus(error, 404)) return USER_MESSAGES.cardNotFound;
  // A conflict says what is wrong (e.g. the state of a saved card cannot change).
  if (hasStatus(error, 409) && error instanceof Error) return error.message;
  return errorMessage(error, USER_MESSAGES.medCardError);
}
