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
 *
 * A failure with no field to fix (wrong password, offline) has only a message. The busy submit
 * button was disabled meanwhile, which drops focus to the page; the message (the alert of the form's
 * section) takes it then, so keyboard users continue from the form rather than from the top.
 *
 * `fieldErrors` are messages the form did not set itself (the server's answer to a save): focus
 * moves each time they change to a non-empty set. They are compared by their text, as screens pass
 * a new object on every render.
 */
export function useFocusFirstProblem(formRef: RefObject<HTMLElement | null>, fieldErrors?: Record<string, string>): () => void {
  const focusProblem = useCallback(() => {
    const form = formRef.current;
    const problem = form?.querySelector<HTMLElement>(PROBLEM);
    if (problem) return problem.focus();
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) form?.closest('section')?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [formRef]);

  // A check the form runs itself sets its errors first: focus waits for the render that shows them.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusProblem();
  }, [attempt, focusProblem]);

  // Errors passed in have rendered already when this effect runs.
  const fieldErrorKey = Object.entries(fieldErrors ?? {}).join('|');
  useEffect(() => {
    if (fieldErrorKey) focusProblem();
  }, [fieldErrorKey, focusProblem]);

  return useCallback(() => setAttempt((count) => count + 1), []);
}
