import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus to the first invalid field of a form once the errors have rendered (fields say so
 * with aria-invalid). Returns the function to call after setting the errors.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}
