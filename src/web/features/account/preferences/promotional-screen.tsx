import { useState, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { USER_MESSAGES, type User } from '@/api/user';
import { useUpdateMe } from '@/web/data/user-queries';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { ACCOUNT_PATH, registerSuccessPath, type PreferenceFlow } from '@/web/shared/account/account-paths';
import { errorMessage } from '@/web/shared/account/request-errors';
import { fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { AccountPage } from '../components/account-page';
import { Notice } from '@/web/ui/notice';
import { UserGate } from '../components/user-gate';
import { preferenceOf } from '@/web/shared/account/contact-preferences';
import { addsText, canSaveChoice, choiceFromOptIn, optInFromChoice, toggleBox, withoutText, type PromotionalBox, type PromotionalChoice } from '@/domain/contact-preferences';
import { formActions, stack } from '../styles';
import { useGo } from '../use-go';
import { SmsConfirmDialog, type SmsDialogStep } from './sms-confirm-dialog';
import { smsKeywordNote } from './sms-keyword-note';

/**
 * /account/promotional and /register/promotions: Email and Text, or None (part 2 §4 "Contact
 * preferences"). Adding Text asks first in the SMS confirmation dialog.
 */
export function PromotionalScreen({ flow }: { flow: PreferenceFlow }) {
  return (
    <AccountPage
      title={flow === 'register' ? 'Want our deals?' : 'Promotional Communications'}
      intro="Choose how you would like to hear about deals, new arrivals and events."
      back={flow === 'account' ? { to: ACCOUNT_PATH, label: 'My Account' } : undefined}
    >
      <UserGate>{(user) => <PromotionalForm user={user} flow={flow} />}</UserGate>
    </AccountPage>
  );
}

const box = css({ p: '4', minH: '14', border: '1px solid', borderColor: 'line', borderRadius: 'card', width: 'full', '&:has(input:checked)': { borderColor: 'brand', bg: 'brand.soft' } });

function PromotionalForm({ user, flow }: { user: User; flow: PreferenceFlow }) {
  const saved = preferenceOf(user, 'marketing');
  const [choice, setChoice] = useState<PromotionalChoice>(choiceFromOptIn(saved?.opt_in));
  const [dialog, setDialog] = useState<SmsDialogStep | undefined>();
  const update = useUpdateMe();
  const go = useGo();
  const note = smsKeywordNote(saved);
  const pending = Boolean(saved?.doubleOptInPending && choiceFromOptIn(saved.opt_in).text);
  const next = () => void go(flow === 'register' ? registerSuccessPath(user.email) : ACCOUNT_PATH);

  function save(chosen: PromotionalChoice, onSaved: () => void) {
    update.mutate(
      { opt_preferences: [{ type: 'marketing', opt_in: optInFromChoice(chosen) }] },
      {
        onSuccess: () => {
          showToast('success', USER_MESSAGES.preferenceSaved);
          onSaved();
        },
        onError: () => setDialog(undefined),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSaveChoice(choice)) return;
    if (addsText(saved?.opt_in, choice)) setDialog('ask');
    else save(choice, next);
  }

  function decline() {
    const withoutTexts = withoutText(choice);
    setChoice(withoutTexts);
    save(withoutTexts, () => setDialog('declined'));
  }

  const check = (key: PromotionalBox) => ({
    checked: choice[key],
    onCheckedChange: ({ checked }: { checked: boolean }) => setChoice((current) => toggleBox(current, key, checked)),
  });

  return (
    <form onSubmit={submit} className={stack} noValidate>
      {update.isError && <Notice tone="error">{errorMessage(update.error, USER_MESSAGES.couldNotUpdate)}</Notice>}
      <fieldset className={fieldsetReset}>
        <legend className={legendStyle}>Send me promotions by</legend>
        <Checkbox className={box} {...check('email')}>
          <BoxLabel title="Email" description="Weekly deals and news in your inbox." />
        </Checkbox>
        <Checkbox className={box} {...check('text')}>
          <BoxLabel
            title={
              <>
                Text Message{pending && ' '}
                {pending && <span className={css({ color: 'warning' })}>(Pending)</span>}
              </>
            }
            description="About 2 texts a week. Message and data rates may apply."
          />
        </Checkbox>
        <Checkbox className={box} {...check('none')}>
          <BoxLabel title="None" description="No promotions. Order notifications are not affected." />
        </Checkbox>
      </fieldset>
      {pending && <Notice tone="info">We are waiting for your reply to our text. Reply Y or YES to confirm your sign-up.</Notice>}
      {note && <Notice tone="info">{note}</Notice>}
      <div className={formActions}>
        {flow === 'account' && (
          <AppLink to={ACCOUNT_PATH} className={button({ variant: 'outline' })}>
            Cancel
          </AppLink>
        )}
        <Button type="submit" disabled={!canSaveChoice(choice)} loading={update.isPending && dialog === undefined} loadingText="Saving">
          {flow === 'register' ? 'Save and Finish' : 'Save'}
        </Button>
      </div>
      <SmsConfirmDialog
        step={dialog}
        phone={user.phone}
        keepsEmail={choice.email}
        saving={update.isPending}
        onConfirm={() => save(choice, () => setDialog('check-phone'))}
        onDecline={decline}
        onCancel={() => setDialog(undefined)}
        onContinue={() => {
          setDialog(undefined);
          next();
        }}
      />
    </form>
  );
}

function BoxLabel({ title, description }: { title: ReactNode; description: string }) {
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <span className={css({ fontWeight: 'semibold' })}>{title}</span>
      <span className={css({ fontSize: 'sm', color: 'muted' })}>{description}</span>
    </span>
  );
}
