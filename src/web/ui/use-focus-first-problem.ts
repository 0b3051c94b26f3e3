import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fields that say they are wrong: inputs with aria-invalid, and the first dropdown of a group
 * whose error describes it (the expiration date's fieldset).
 */
const PROBLEM = '[aria-invalid="true"], fieldset[aria-describedby] button';

/**
 * After a failed check, focus moves to the first field with a problem once its message has
 * rendered, so keyboard and screen reader users land on what to fix. Returns the function to call
 * after setting the errors.
 */
export function useFocusFirstProblem(formRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>(PROBLEM)?.focus();
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}
