import { ACCESSIBILITY_RELOAD_DELAY_MS } from '@/domain/constants';

const STORAGE_KEY = 'apotheca_accessibility';

/** Whether Site Accessibility mode is on (persisted in this browser). */
export function readAccessibilityMode(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Marks <html> so styles.css applies larger text, underlined links and stronger contrast. Call before first render. */
export function applyAccessibilityMode(on: boolean = readAccessibilityMode()): void {
  if (on) document.documentElement.dataset.accessibility = 'on';
  else delete document.documentElement.dataset.accessibility;
}

/** Saves the choice and reloads after the spec's 150 ms so every screen picks it up (part 1 §9). */
export function setAccessibilityMode(on: boolean, reload: () => void = () => window.location.reload()): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the mode still applies until the page is closed.
  }
  applyAccessibilityMode(on);
  setTimeout(reload, ACCESSIBILITY_RELOAD_DELAY_MS);
}
