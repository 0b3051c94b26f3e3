import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { AlertIcon } from '@/web/ui/shell-icons';

/**
 * The maintenance fallback shown when startup fails (part 1 §2, §4: 'Error: No store').
 * It needs nothing from the API, so it also works offline.
 */
export function MaintenancePage({
  message = 'Error: No store',
  offline = false,
  onRetry,
}: {
  message?: string;
  /** Startup failed because the network is down: say so instead of blaming maintenance. */
  offline?: boolean;
  onRetry?: () => void;
}) {
  return (
    <main
      id="main"
      className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', px: '5', py: '12', bg: 'wash' })}
    >
      <section
        aria-labelledby="maintenance-title"
        className={css({ maxW: '520px', width: 'full', bg: 'canvas', borderRadius: 'card', boxShadow: 'lg', p: { base: '6', sm: '10' }, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}
      >
        <AlertIcon size={40} className={css({ color: 'warning' })} />
        <h1 id="maintenance-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {offline ? "You're offline" : "We'll be right back"}
        </h1>
        <p className={css({ color: 'muted', lineHeight: 'relaxed' })}>
          {offline
            ? "The menu needs a connection to load. We'll load it as soon as you're back online."
            : "Our online menu is down for maintenance or can't be reached right now. Please try again in a few minutes."}
        </p>
        <p role="alert" className={css({ fontFamily: 'mono', fontSize: 'sm', px: '3', py: '1.5', bg: 'wash', borderRadius: 'md' })}>
          {message}
        </p>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
      </section>
    </main>
  );
}
