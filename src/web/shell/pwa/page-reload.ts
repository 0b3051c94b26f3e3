let reloading = false;

/**
 * Reloads the page at most once, however many reasons arrive together (the new worker taking control,
 * a lazy chunk of the old build gone): a second reload would only throw away the first one's work.
 */
export function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}
