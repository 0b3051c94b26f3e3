import { lazy, Suspense, useEffect, useState } from 'react';
import { createSequenceMatcher } from './key-sequence';

const LazyDebugPanel = lazy(() => import('./debug-panel').then((m) => ({ default: m.DebugPanel })));

/** Keys typed into a field are someone's text, not a secret sequence. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Listens for the secret key sequence (part 1 §4) and toggles the debug panel; the panel's code is
 * loaded the first time the sequence is typed, never before.
 */
export function DebugPanelKeys() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const matches = createSequenceMatcher();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || !matches(event.key)) return;
      setOpened(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDebugPanel open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
