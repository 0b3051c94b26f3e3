import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { loginBodySchema } from '@/api/auth';
import { normalizeEmail } from '@/domain/contact-rules';
import { login } from '@/web/data/auth-api';
import { signIn } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { AuthCard } from '../auth-card';
import { issuesToFieldErrors } from '../auth-errors';
import { formActions, formStack, linkRow, mutedText, standaloneLink, textLink } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { returnPathFrom } from '../safe-return-path';
import { TURNED_OFF_MESSAGE, useSignInGate } from '../sign-in-gate';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { loginProblem, NOT_CONFIRMED_MESSAGE, type LoginProblem } from './login-problem';
import { signInReason } from './sign-in-reason';
import { PasswordField, UsernameField } from '../auth-fields';

export interface LoginScreenProps {
  /** The `u` query: pre-fills the email. */
  initialEmail?: string;
  /** The `from` query as the router decoded it (still encoded once). */
  from?: string;
}

/**
 * /login (part 2 §2): email and password, links to reset and registration. Every error keeps what
 * was typed; the form is disabled while the store has sign-in turned off (part 2 §8).
 */
export function LoginScreen({ initialEmail = '', from }: LoginScreenProps) {
  const navigate = useNavigate();
  const gate = useSignInGate('login');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);
  const turnedOff = gate.turnedOff || Boolean(problem.turnedOff);

  const submit = useMutation({
    mutationFn: login,
    onSuccess: (tokens) => {
      signIn(tokens);
      void navigate({ href: returnPathFrom(from) ?? '/', replace: true });
    },
    onError: (error) => {
      setProblem(loginProblem(error));
      focusFirstProblem();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The request's own schema checks the form first (lowercases the email, as the server does).
    const parsed = loginBodySchema.safeParse({ username: email, password, usage_type: gate.usageType });
    if (!parsed.success) {
      setProblem(issuesToFieldErrors(parsed.error.issues));
      focusFirstProblem();
      return;
    }
    setProblem({});
    submit.mutate(parsed.data);
  }

  const usernameError = problem.notConfirmed ? (
    <AppLink to="/register/verify-email" search={{ u: normalizeEmail(email) }} className={textLink}>
      {NOT_CONFIRMED_MESSAGE}
    </AppLink>
  ) : (
    problem.username
  );

  return (
    <AuthCard title="Log In" intro={signInReason(returnPathFrom(from))}>
      <FormAlert>{turnedOff ? TURNED_OFF_MESSAGE : problem.message}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <UsernameField value={email} onChange={setEmail} error={usernameError} disabled={turnedOff} />
        <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={setPassword} error={problem.password} disabled={turnedOff} />
        <div className={linkRow}>
          <AppLink to="/forgot-password" search={{ u: email ? normalizeEmail(email) : undefined }} className={cx(textLink, standaloneLink)}>
            Forgot password?
          </AppLink>
        </div>
        <div className={formActions}>
          <Button type="submit" fullWidth size="lg" loading={submit.isPending} loadingText="Logging in" disabled={turnedOff}>
            Log In
          </Button>
        </div>
      </form>
      <p className={css({ textAlign: 'center' }, { fontSize: 'sm' })}>
        <span className={mutedText}>New here? </span>
        <AppLink to="/register" search={{ from }} className={textLink}>
          Create an account
        </AppLink>
      </p>
    </AuthCard>
  );
}
