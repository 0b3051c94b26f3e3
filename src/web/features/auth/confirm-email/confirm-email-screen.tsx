import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, registerConfirmBodySchema } from '@/api/auth';
import { confirmRegistration, resendCode } from '@/web/data/auth-api';
import { meQueryOptions } from '@/web/data/user-queries';
import { signIn } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { AuthCard } from '../auth-card';
import { fieldErrorsOf, isRateLimited, issuesToFieldErrors, messageOf, rateLimitedMessage } from '../auth-errors';
import { formActions, formStack } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { useFormProblems } from '../form-problems';
import { ResendCodeButton, useResendCode } from './resend-code';
import { UsernameField, VerificationCodeField } from '../auth-fields';
import { RegistrationProgress, registrationIntro } from '../register/registration-progress';

/**
 * /register/confirm and /register/verify-email (part 2 §2): the email's verification code. A right
 * code signs the user in; then the phone is verified if it is not yet, then order notices are chosen.
 */
export function ConfirmEmailScreen({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFormProblems(formRef);
  const { errors, message, fail } = problems;

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
      fail(found, isRateLimited(error) ? rateLimitedMessage(error) : found.username || found.verification_code ? undefined : messageOf(error));
    },
  });
  const resend = useResendCode((username) => resendCode(username, AUTH_MESSAGES.codeResent), email, problems);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerConfirmBodySchema.safeParse({ username: email, verification_code: code });
    if (!parsed.success) return fail(issuesToFieldErrors(parsed.error.issues));
    problems.clear();
    verify.mutate(parsed.data);
  }

  return (
    <AuthCard
      title="Verify Your Email"
      intro={registrationIntro(3, initialEmail ? `we emailed a 6-digit code to ${initialEmail}. Enter it below to confirm your account.` : 'enter your email and the 6-digit code we emailed you.')}
    >
      <RegistrationProgress step={3} />
      <FormAlert>{message}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <UsernameField value={email} onChange={setEmail} error={errors.username} />
        <VerificationCodeField value={code} onChange={setCode} error={errors.verification_code} />
        <div className={formActions}>
          <Button type="submit" size="lg" fullWidth loading={verify.isPending} loadingText="Verifying" disabled={code.trim() === ''}>
            Verify
          </Button>
          <ResendCodeButton onClick={resend.resend} pending={resend.pending} />
        </div>
      </form>
    </AuthCard>
  );
}
