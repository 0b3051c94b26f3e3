import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A dialog once it holds focus, as a person meets it: Ark starts a dialog's focus handling (the trap,
 * Escape, and the focus it gives back on closing) after its first paint, so a test that answers it
 * sooner loses that focus (CI saw focus fall to the body, and an Escape go unheard).
 */
export async function findDialogReady(role: 'dialog' | 'alertdialog', name?: string | RegExp, { timeout }: { timeout?: number } = {}): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name }, { timeout });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout });
  return dialog;
}
