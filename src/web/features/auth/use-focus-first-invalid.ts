import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus to the first invalid field of a form once the errors have rendered (fields say so
 * with aria-invalid). Returns the function to call after setting the errors.
 *
 * A failure with no field to fix (wrong password, offline) has only the card's message. The busy
 * submit button was disabled meanwhile, which drops focus to the page; the message takes it then,
 * so keyboard users continue from the form rather than from the top of the page.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) form?.closest('section')?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}
