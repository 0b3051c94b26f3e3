import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, registerConfirmBodySchema } from '@/api/auth';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { confirmRegistration, resendCode } from '@/web/data/auth-api';
import { meQueryOptions } from '@/web/data/user-queries';
import { signIn } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { AuthCard } from '../auth-card';
import { fieldErrorsOf, isRateLimited, issuesToFieldErrors, messageOf, rateLimitedMessage, type FieldErrors } from '../auth-errors';
import { formActions, formStack } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { resendProblem } from './resend-problem';
import { UsernameField, VerificationCodeField } from '../auth-fields';

/**
 * /register/confirm and /register/verify-email (part 2 §2): the email's verification code. A right
 * code signs the user in; then the phone is verified if it is not yet, then order notices are chosen.
 */
export function ConfirmEmailScreen({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);

  const verify = useMutation({
    mutationFn: async (body: { username: string; verification_code: string }) => {
      const tokens = await confirmRegistration(body);
      signIn(tokens);
      // Where to next depends on the phone; if the user cannot be read, the phone screen decides.
      return queryClient.fetchQuery(meQueryOptions(tokens.user_id)).catch(() => undefined);
    },
    onSuccess: (user) => void navigate({ to: user?.is_phone_verified ? '/register/transactions' : '/register/verify-phone' }),
    onError: (error) => {
      const found = fieldErrorsOf(error);
      setErrors(found);
      setMessage(isRateLimited(error) ? rateLimitedMessage(error) : found.username || found.verification_code ? undefined : messageOf(error));
      focusFirstProblem();
    },
  });

  const resend = useMutation({
    mutationFn: (username: string) => resendCode(username, AUTH_MESSAGES.codeResent),
    onMutate: () => setMessage(undefined),
    onError: (error) => {
      const problem = resendProblem(error);
      setErrors(problem.fields);
      setMessage(problem.message);
      focusFirstProblem();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerConfirmBodySchema.safeParse({ username: email, verification_code: code });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      focusFirstProblem();
      return;
    }
    setErrors({});
    setMessage(undefined);
    verify.mutate(parsed.data);
  }

  function onResend() {
    if (!isValidEmail(email)) {
      setErrors({ username: AUTH_MESSAGES.validEmail });
      focusFirstProblem();
      return;
    }
    setErrors({});
    resend.mutate(normalizeEmail(email));
  }

  return (
    <AuthCard
      title="Verify Your Email"
      intro={initialEmail ? `We emailed a 6-digit code to ${initialEmail}. Enter it below to confirm your account.` : 'Enter your email and the 6-digit code we emailed you.'}
    >
      <FormAlert>{message}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <UsernameField value={email} onChange={setEmail} error={errors.username} />
        <VerificationCodeField value={code} onChange={setCode} error={errors.verification_code} />
        <div className={formActions}>
          <Button type="submit" size="lg" fullWidth loading={verify.isPending} loadingText="Verifying" disabled={code.trim() === ''}>
            Verify
          </Button>
          <Button variant="ghost" fullWidth onClick={onResend} loading={resend.isPending} loadingText="Sending a new code">
            Resend code
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
