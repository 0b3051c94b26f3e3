import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, forgotPasswordConfirmBodySchema } from '@/api/auth';
import { confirmPasswordProblem } from '@/domain/password-rules';
import { confirmPasswordReset, requestPasswordReset } from '@/web/data/auth-api';
import { isSignedIn, signOut } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { AuthCard } from '../auth-card';
import { fieldErrorsOf, isRateLimited, issuesToFieldErrors, messageOf, rateLimitedMessage } from '../auth-errors';
import { formActions, formStack } from '../auth-styles';
import { ResendCodeButton, useResendCode } from '../confirm-email/resend-code';
import { FormAlert } from '../form-alert';
import { useFormProblems } from '../form-problems';
import { NewPasswordFields, newPasswordReady } from '../new-password-fields';
import { UsernameField, VerificationCodeField } from '../auth-fields';

export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';

/**
 * /verify-password-change?u= (part 2 §2, §5): the emailed code and a new password with the same
 * checklist as registration. Submit waits for every rule, the confirmation and the code.
 */
export function VerifyPasswordChangeScreen({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFormProblems(formRef);
  const { errors, message, fail } = problems;

  const change = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (_answer, body) => {
      // The server signed every session out; this one follows.
      if (isSignedIn()) signOut();
      showToast('success', PASSWORD_CHANGED);
      void navigate({ to: '/login', search: { u: body.username } });
    },
    onError: (error) => {
      const found = fieldErrorsOf(error);
      fail(found, isRateLimited(error) ? rateLimitedMessage(error) : Object.keys(found).length ? undefined : messageOf(error));
    },
  });

  const resend = useResendCode((username) => requestPasswordReset(username, AUTH_MESSAGES.codeResent), email, problems);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const mismatch = confirmPasswordProblem(password, confirm);
    if (mismatch) return fail({ confirm_password: mismatch });
    const parsed = forgotPasswordConfirmBodySchema.safeParse({ username: email, verification_code: code, password, confirm_password: confirm });
    if (!parsed.success) return fail(issuesToFieldErrors(parsed.error.issues));
    problems.clear();
    change.mutate(parsed.data);
  }

  const ready = newPasswordReady(password, confirm, code) && email.trim() !== '';
  return (
    <AuthCard
      title="Set a New Password"
      intro={initialEmail ? `We emailed a code to ${initialEmail}. Enter it with your new password.` : 'Enter your email, the code we emailed you and your new password.'}
    >
      <FormAlert>{message}</FormAlert>
      <form ref={formRef} className={formStack} onSubmit={onSubmit} noValidate>
        <UsernameField value={email} onChange={setEmail} error={errors.username} />
        <VerificationCodeField value={code} onChange={setCode} error={errors.verification_code} />
        <NewPasswordFields
          passwordLabel="New password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        <div className={formActions}>
          <Button type="submit" size="lg" fullWidth loading={change.isPending} loadingText="Saving your new password" disabled={!ready}>
            Change Password
          </Button>
          <ResendCodeButton onClick={resend.resend} pending={resend.pending} />
        </div>
      </form>
    </AuthCard>
  );
}
