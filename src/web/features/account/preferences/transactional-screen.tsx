import { useEffect, useRef, useState, type FormEvent } from 'react';
import { USER_MESSAGES, type User } from '@/api/user';
import { useUpdateMe } from '@/web/data/user-queries';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { ACCOUNT_PATH, REGISTER_PROMOTIONS_PATH, REGISTER_TRANSACTIONS_PATH, TRANSACTIONAL_PATH, verifyPhonePath, type PreferenceFlow } from '@/web/shared/account/account-paths';
import { errorMessage, isPhoneNotVerified } from '@/web/shared/account/request-errors';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { AccountPage } from '../components/account-page';
import { Notice } from '@/web/ui/notice';
import { UserGate } from '../components/user-gate';
import type { TransactionMethod } from '@/domain/contact-preferences';
import { transactionMethodOf } from '@/web/shared/account/contact-preferences';
import { phoneStatus } from '@/domain/phone-verification';
import { formActions, stack } from '../styles';
import { useGo } from '../use-go';

export interface TransactionalScreenProps {
  flow: PreferenceFlow;
  /** 'text' when coming back from phone verification started here: Text is then saved. */
  optin?: 'text';
}

const OPTIONS: { value: TransactionMethod; label: string; description: string }[] = [
  { value: 'email', label: 'Email', description: 'Order confirmations and pickup updates by email.' },
  { value: 'text', label: 'Text Message', description: 'Order updates by text, on average 2-3 messages per order. Message and data rates may apply.' },
  { value: 'none', label: 'None', description: 'No order notifications. This disables online ordering.' },
];

/**
 * /account/transactional and /register/transactions: exactly one of Email, Text Message, None
 * (part 2 §4 "Contact preferences"). Text with an unverified phone goes to phone verification first
 * and is saved on the way back.
 */
export function TransactionalScreen({ flow, optin }: TransactionalScreenProps) {
  return (
    <AccountPage
      title={flow === 'register' ? 'How should we reach you about orders?' : 'Transactional Communications'}
      intro="Choose how we send order confirmations and pickup or delivery updates."
      back={flow === 'account' ? { to: ACCOUNT_PATH, label: 'My Account' } : undefined}
    >
      <UserGate>{(user) => <TransactionalForm user={user} flow={flow} optin={optin} />}</UserGate>
    </AccountPage>
  );
}

function TransactionalForm({ user, flow, optin }: { user: User; flow: PreferenceFlow; optin?: 'text' }) {
  const [method, setMethod] = useState<TransactionMethod | undefined>(optin ?? transactionMethodOf(user));
  const update = useUpdateMe();
  const go = useGo();
  const phoneVerified = phoneStatus(user) === 'verified';
  const here = flow === 'register' ? REGISTER_TRANSACTIONS_PATH : TRANSACTIONAL_PATH;
  const verifyPath = verifyPhonePath(`${here}?optin=text`, flow, { optin: 'text' });

  function save(chosen: TransactionMethod) {
    update.mutate(
      { opt_preferences: [{ type: 'transaction', opt_in: chosen }] },
      {
        onSuccess: () => {
          showToast('success', USER_MESSAGES.preferenceSaved);
          void go(flow === 'register' ? REGISTER_PROMOTIONS_PATH : ACCOUNT_PATH);
        },
      },
    );
  }

  // Back from verification with the phone verified: save the Text choice that sent the user there.
  const resumed = useRef(false);
  useEffect(() => {
    if (optin !== 'text' || !phoneVerified || resumed.current) return;
    resumed.current = true;
    save('text');
    // Runs once on the way back; `save` is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optin, phoneVerified]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return;
    if (method === 'text' && !phoneVerified) {
      void go(verifyPath);
      return;
    }
    save(method);
  }

  return (
    <form onSubmit={submit} className={stack} noValidate>
      {update.isError &&
        (isPhoneNotVerified(update.error) ? (
          <Notice tone="error">
            <p>{USER_MESSAGES.phoneNotVerified}</p>
            <AppLink to={verifyPath} className={button({ variant: 'link' })}>
              Verify your phone
            </AppLink>
          </Notice>
        ) : (
          <Notice tone="error">{errorMessage(update.error, USER_MESSAGES.couldNotUpdate)}</Notice>
        ))}
      <fieldset className={fieldsetReset}>
        <legend className={legendStyle}>Send order notifications by</legend>
        {OPTIONS.map((option) => (
          <ChoiceRadio
            key={option.value}
            name="transaction"
            value={option.value}
            checked={method === option.value}
            onSelect={(value) => setMethod(value as TransactionMethod)}
            label={option.label}
            description={option.description}
          />
        ))}
      </fieldset>
      {method === 'text' && !phoneVerified && <Notice tone="info">We will verify your phone number first, then save your choice.</Notice>}
      {method === 'none' && <Notice tone="warning">Without order notifications you will not be able to place orders online.</Notice>}
      <div className={formActions}>
        {flow === 'account' && (
          <AppLink to={ACCOUNT_PATH} className={button({ variant: 'outline' })}>
            Cancel
          </AppLink>
        )}
        <Button type="submit" disabled={!method} loading={update.isPending} loadingText="Saving">
          {flow === 'register' ? 'Save and Continue' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
