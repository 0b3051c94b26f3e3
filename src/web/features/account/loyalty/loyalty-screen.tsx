import { useEffect, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { USER_MESSAGES, type User } from '@/api/user';
import { useStartup } from '@/web/shared/startup/use-startup';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { ACCOUNT_PATH, LOYALTY_PATH, verifyPhonePath } from '@/web/shared/account/account-paths';
import { useLoyaltyEnrollment } from '../api/loyalty-enrollment';
import { errorMessage, hasStatus, isPhoneNotVerified } from '@/web/shared/account/request-errors';
import { AccountPage } from '../components/account-page';
import { Notice } from '@/web/ui/notice';
import { FormSkeleton, UserGate } from '../components/user-gate';
import { phoneStatus } from '@/domain/phone-verification';
import { formActions, muted, stack } from '../styles';
import { useGo } from '../use-go';
import { pointsLabel, rewardsAccess } from './rewards-access';
import { canSaveEnrollment } from '@/domain/account-forms';

export const JOINED_MESSAGE = 'Welcome to Rewards! You will earn points on every order.';
export const LEFT_MESSAGE = 'Sorry to see you go';
export const UNENROLL_ACKNOWLEDGMENT = 'I understand my points will be lost';

/** /account/loyalty: join or leave the rewards program (part 2 §2, §4 "Loyalty", §5 "Rewards"). */
export function LoyaltyScreen() {
  const { app } = useStartup();
  return (
    <AccountPage title="Rewards" back={{ to: ACCOUNT_PATH, label: 'My Account' }}>
      <UserGate>{(user) => (app ? <LoyaltyForm user={user} pointsPerDollar={app.points_per_dollar} /> : <FormSkeleton rows={2} />)}</UserGate>
    </AccountPage>
  );
}

function LoyaltyForm({ user, pointsPerDollar }: { user: User; pointsPerDollar: number }) {
  const { store } = useStartup();
  const access = rewardsAccess(user, store?.loyalty_admin.on_account ?? false);
  const enrolled = user.is_loyalty_enrolled;
  const [join, setJoin] = useState(enrolled);
  const [acknowledged, setAcknowledged] = useState(false);
  const enrollment = useLoyaltyEnrollment();
  const go = useGo();
  const employee = access === 'employee';
  const canSave = canSaveEnrollment({ enrolled, join, acknowledged, employee });

  // Not enrolled and the store does not offer rewards on the account: back to My Account.
  useEffect(() => {
    if (access === 'hidden') void go(ACCOUNT_PATH, { replace: true });
  }, [access, go]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    if (join && phoneStatus(user) !== 'verified') {
      void go(verifyPhonePath(LOYALTY_PATH));
      return;
    }
    enrollment.mutate(join, {
      onSuccess: () => {
        showToast('success', join ? JOINED_MESSAGE : LEFT_MESSAGE);
        void go(ACCOUNT_PATH);
      },
    });
  }

  if (access === 'hidden') return null;
  return (
    <form onSubmit={submit} className={stack} noValidate>
      <p>
        Earn points on every order and redeem them for money off: {pointsPerDollar} points = $1.
        {enrolled && (
          <>
            {' '}
            You have <strong>{pointsLabel(user)}</strong> points.
          </>
        )}
      </p>
      {enrollment.isError && <Notice tone="error">{enrollmentError(enrollment.error)}</Notice>}
      {enrollment.isError && isPhoneNotVerified(enrollment.error) && (
        <AppLink to={verifyPhonePath(LOYALTY_PATH)} className={button({ variant: 'link' })}>
          Verify your phone
        </AppLink>
      )}
      <Checkbox
        checked={join}
        disabled={employee}
        aria-describedby={employee ? 'loyalty-employee-note' : undefined}
        onCheckedChange={({ checked }) => {
          setJoin(checked);
          setAcknowledged(false);
        }}
      >
        Enroll me in the rewards program
      </Checkbox>
      {employee && (
        <p id="loyalty-employee-note" className={muted}>
          {USER_MESSAGES.employeeNotEligible}
        </p>
      )}
      {join && !enrolled && phoneStatus(user) !== 'verified' && <Notice tone="info">Rewards need a verified phone. We will verify yours first.</Notice>}
      {enrolled && !join && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Notice tone="warning">Leaving the rewards program removes all of your points.</Notice>
          <Checkbox checked={acknowledged} onCheckedChange={({ checked }) => setAcknowledged(checked)}>
            {UNENROLL_ACKNOWLEDGMENT}
          </Checkbox>
        </div>
      )}
      <div className={formActions}>
        <AppLink to={ACCOUNT_PATH} className={button({ variant: 'outline' })}>
          Cancel
        </AppLink>
        <Button type="submit" disabled={!canSave} loading={enrollment.isPending} loadingText="Saving">
          Save
        </Button>
      </div>
    </form>
  );
}

function enrollmentError(error: unknown): string {
  if (isPhoneNotVerified(error)) return USER_MESSAGES.phoneNotVerified;
  if (hasStatus(error, 403)) return USER_MESSAGES.employeeNotEligible;
  return errorMessage(error, 'Could not update your rewards enrollment. Please try again.');
}
