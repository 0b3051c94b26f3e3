import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@/api/auth';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { Button } from '@/web/ui/button';
import type { FormProblems } from '../form-problems';
import { resendProblem } from './resend-problem';

/**
 * 'Resend code' of a screen waiting for an emailed code (confirm email, password reset): the email
 * is checked first, and a failed send shows as resendProblem says (part 2 §8).
 */
export function useResendCode(send: (username: string) => Promise<unknown>, email: string, problems: FormProblems) {
  const resend = useMutation({
    mutationFn: send,
    onMutate: () => problems.setMessage(undefined),
    onError: (error) => {
      const problem = resendProblem(error);
      problems.fail(problem.fields, problem.message);
    },
  });
  return {
    pending: resend.isPending,
    resend() {
      if (!isValidEmail(email)) return problems.fail({ username: AUTH_MESSAGES.validEmail });
      problems.clear();
      resend.mutate(normalizeEmail(email));
    },
  };
}

export function ResendCodeButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <Button variant="ghost" fullWidth onClick={onClick} loading={pending} loadingText="Sending a new code">
      Resend code
    </Button>
  );
}
