import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { usernameBodySchema } from '@/api/auth';
import { requestPasswordReset } from '@/web/data/auth-api';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { AuthCard } from '../auth-card';
import { fieldErrorsOf, isRateLimited, issuesToFieldErrors, messageOf, rateLimitedMessage } from '../auth-errors';
import { formActions, formStack, standaloneLink, textLink } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { useFormProblems } from '../form-problems';
import { UsernameField } from '../auth-fields';

/** /forgot-password (part 2 §2): email a reset code, then enter it on /verify-password-change. */
export function ForgotPasswordScreen({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, message, fail, clear } = useFormProblems(formRef);

  const request = useMutation({
    mutationFn: (username: string) => requestPasswordReset(username),
    onSuccess: (_answer, username) => void navigate({ to: '/verify-password-change', search: { u: username } }),
    onError: (error) => {
      const found = fieldErrorsOf(error);
      fail(found, isRateLimited(error) ? rateLimitedMessage(error) : found.username ? undefined : messageOf(error));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = usernameBodySchema.safeParse({ username: email });
    if (!parsed.success) return fail(issuesToFieldErrors(parsed.error.issues));
    clear();
    request.mutate(parsed.data.username);
  }

  return (
    <AuthCard title="Reset Password" intro="Enter the email of your account and we'll email you a code to set a new password.">
      <FormAlert>{message}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <UsernameField value={email} onChange={setEmail} error={errors.username} />
        <div className={formActions}>
          <Button type="submit" size="lg" fullWidth loading={request.isPending} loadingText="Sending the code" disabled={email.trim() === ''}>
            Send Code
          </Button>
        </div>
      </form>
      <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
        <AppLink to="/login" className={cx(textLink, standaloneLink)}>
          Back to Log In
        </AppLink>
      </p>
    </AuthCard>
  );
}
