import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { USER_MESSAGES } from '@/api/user';
import { formatPhone } from '@/domain/phone-number';
import { phoneStatus } from '@/domain/phone-verification';
import { confirmPhoneCode, sendPhoneCode } from '@/web/data/auth-api';
import { userKeys } from '@/web/data/query-keys';
import { useMe } from '@/web/data/user-queries';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { AuthCard } from '../auth-card';
import { isRateLimited, retryAfterSecondsOf } from '../auth-errors';
import { formActions, formStack, mutedText, textLink } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { isSameSitePath } from '../safe-return-path';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { CODE_RESEND_LOCK_SECONDS } from '@/domain/constants';
import { sendFailureMessage, verifyFailure } from './phone-code-messages';
import { useCountdown } from './use-countdown';
import { VerificationCodeField } from '../auth-fields';
import { RegistrationProgress, registrationIntro } from '../register/registration-progress';

export interface VerifyPhoneScreenProps {
  /** In registration the next stop is /register/transactions; from the account, /account or `next`. */
  mode: 'register' | 'account';
  /** The `next` query (a same-site path such as /account/transactional). */
  next?: string;
}

/**
 * /register/verify-phone and /account/verify-phone (part 2 §2, §4): a code is texted on load; the
 * user types it, or resends once the 60 s lock is over. Success reloads the user and moves on.
 */
/** The registration's last step says so; from the account it is a task of its own. */
function phoneIntro(mode: VerifyPhoneScreenProps['mode'], reverify: boolean) {
  if (reverify) return USER_MESSAGES.phoneReverify;
  return mode === 'register' ? registrationIntro(4, 'enter the code we texted you to verify your phone number.') : 'Enter the code we texted you to verify your phone number.';
}

export function VerifyPhoneScreen({ mode, next }: VerifyPhoneScreenProps) {
  const me = useMe();
  const user = me.data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // `next` (same-site only) wins in both modes: registration's Text choice returns to /register/transactions?optin=text.
  const destination = isSameSitePath(next) ? next : mode === 'register' ? '/register/transactions' : '/account';
  const lock = useCountdown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);
  const phone = user ? formatPhone(user.phone) : '';

  const send = useMutation({
    mutationFn: (_reason: 'load' | 'resend') => sendPhoneCode(),
    onSuccess: () => {
      lock.start(CODE_RESEND_LOCK_SECONDS);
      setNotice({ tone: 'info', text: `We texted a 6-digit code to ${phone}.` });
    },
    onError: (error, reason) => {
      if (!isRateLimited(error)) return setNotice({ tone: 'error', text: sendFailureMessage(error) });
      lock.start(retryAfterSecondsOf(error) ?? CODE_RESEND_LOCK_SECONDS);
      // A code sent moments ago (a reload, or the account's phone change) is still good.
      setNotice({ tone: 'info', text: reason === 'load' ? `A code was already sent to ${phone}. Enter it below.` : sendFailureMessage(error) });
    },
  });

  const verify = useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (updated) => {
      queryClient.setQueryData(userKeys.me(updated.id), (current: User | undefined) => ({ ...current, ...updated }));
      void queryClient.invalidateQueries({ queryKey: userKeys.meRoot });
      void navigate({ href: destination });
    },
    onError: (error) => {
      const failure = verifyFailure(error);
      setCodeError(failure.codeError);
      setNotice(failure.message ? { tone: 'error', text: failure.message } : undefined);
      focusFirstProblem();
    },
  });

  // Send a code once the user is known (once per visit, also under StrictMode's double effects).
  const sentOnLoad = useRef(false);
  const sendCode = send.mutate;
  useEffect(() => {
    if (!user || user.is_phone_verified || sentOnLoad.current) return;
    sentOnLoad.current = true;
    sendCode('load');
  }, [user, sendCode]);

  // Nothing to verify: go on.
  useEffect(() => {
    if (user?.is_phone_verified && verify.isIdle) void navigate({ href: destination, replace: true });
  }, [user, verify.isIdle, navigate, destination]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    setCodeError(undefined);
    verify.mutate(code.trim());
  }

  if (!user) {
    return (
      <AuthCard title="Verify your phone">
        {mode === 'register' ? <RegistrationProgress step={4} /> : null}
        {me.isError ? (
          <>
            <FormAlert>We couldn't load your account. Please try again.</FormAlert>
            <Button variant="outline" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' }, { color: 'muted' })}>
            <Spinner /> Loading your account
          </p>
        )}
      </AuthCard>
    );
  }

  const reverify = phoneStatus(user) === 'reverify';
  return (
    <AuthCard title={reverify ? 'Re-verify your phone' : 'Verify your phone'} intro={phoneIntro(mode, reverify)}>
      {mode === 'register' && !reverify ? <RegistrationProgress step={4} /> : null}
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <span className={css({ srOnly: true })}>Phone number: </span>
        {phone}
      </p>
      <FormAlert tone={notice?.tone}>{notice?.text}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <VerificationCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
        />
        <div className={formActions}>
          <Button type="submit" size="lg" fullWidth loading={verify.isPending} loadingText="Verifying" disabled={code.trim() === ''}>
            Verify
          </Button>
          <Button variant="ghost" fullWidth onClick={() => send.mutate('resend')} loading={send.isPending} disabled={lock.secondsLeft > 0}>
            {lock.secondsLeft > 0 ? `Resend code in ${lock.secondsLeft} s` : 'Resend code'}
          </Button>
        </div>
      </form>
      <p className={mutedText}>
        Wrong number?{' '}
        <AppLink to="/account" className={textLink}>
          Change your phone number
        </AppLink>
      </p>
    </AuthCard>
  );
}
