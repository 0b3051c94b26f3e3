import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Test-only: what jsdom lacks for Ark's parts, and a way through them. */

/** jsdom lays nothing out: Ark's select scrolls its list and measures with these. */
export function stubLayout(): void {
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  } as unknown as typeof ResizeObserver;
}

/** Picks an option of an Ark select, looking only inside the open list (every option's name is slow to compute in jsdom). */
export async function choose(label: string, option: string): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  const list = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('[data-part="content"][data-state="open"]');
    if (!open) throw new Error(`The ${label} list did not open`);
    return open;
  });
  await userEvent.click(within(list).getByText(option));
}
