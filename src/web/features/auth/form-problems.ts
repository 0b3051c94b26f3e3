import { useState, type RefObject } from 'react';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import type { FieldErrors } from './auth-errors';

export type FormProblems = ReturnType<typeof useFormProblems>;

/**
 * What an auth form shows as wrong: the fields' errors and the form's message (part 2 §8). A failure
 * moves focus to the first problem; a new attempt starts clean. What the user typed stays.
 */
export function useFormProblems(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const focusFirstProblem = useFocusFirstProblem(formRef);
  return {
    errors,
    message,
    setMessage,
    fail(found: FieldErrors, formMessage?: string) {
      setErrors(found);
      setMessage(formMessage);
      focusFirstProblem();
    },
    clear() {
      setErrors({});
      setMessage(undefined);
    },
  };
}
