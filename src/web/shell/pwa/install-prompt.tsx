import { useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Button } from '@/web/ui/button';
import { useBottomCardRoom } from '../bottom-card/bottom-card-room';
import { dismissInstall, installApp } from './install-events';
import { pwaState } from './pwa-state';

/**
 * 'Install Apotheca' (in the brand's name) when the browser offers installing, or on iPhone and iPad
 * Safari, which never does, how to install ('Tap Share, then Add to Home Screen', ios-install-hint.ts):
 * a small card, not a dialog, that never takes focus. The shell shows it last of its interruptions,
 * on the shop only (interruptions/interruption-order.ts), so it never covers another one, checkout
 * or the counter. 'Not now' keeps either away for the same time.
 */
export function InstallPrompt() {
  const { installAvailable, installHint } = useSnapshot(pwaState);
  const { app } = useStartup();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const shown = installAvailable || installHint;
  // Over the page's bottom: the page makes room for it (a phone's Add to Cart bar rides above it).
  useBottomCardRoom(card, shown);
  if (!shown) return null;
  const title = app ? `Install ${app.name}` : 'Install the app';
  return (
    <section
      ref={card}
      aria-labelledby={titleId}
      className={css({
        position: 'fixed',
        zIndex: 44,
        right: { base: '3', sm: '4' },
        left: { base: '3', sm: 'auto' },
        bottom: { base: 'calc(12px + env(safe-area-inset-bottom))', sm: '4' },
        maxW: { sm: '380px' },
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        bg: 'canvas',
        border: '1px solid token(colors.line)',
        borderRadius: 'card',
        boxShadow: '2xl',
        animation: 'apo-rise-in 250ms ease-out',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <img src={app?.favicon_url || '/icons/favicon.svg'} alt="" width={40} height={40} className={css({ flexShrink: 0, borderRadius: 'md' })} />
        <div>
          <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
            {title}
          </h2>
          {installAvailable ? (
            <p className={css({ fontSize: 'sm', color: 'muted' })}>Add it to your home screen: your store's menu opens in one tap.</p>
          ) : (
            <p className={css({ fontSize: 'sm', color: 'muted' })}>
              Tap Share <ShareGlyph />, then Add to Home Screen: your store's menu opens in one tap.
            </p>
          )}
        </div>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <Button size="sm" variant="ghost" onClick={() => dismissInstall()}>
          Not now
        </Button>
        {installAvailable && (
          <Button size="sm" onClick={() => void installApp()}>
            Install
          </Button>
        )}
      </div>
    </section>
  );
}

/** Safari's Share symbol (a box with an arrow up), as the shopper will see it in the toolbar. */
function ShareGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={css({ display: 'inline', verticalAlign: 'text-bottom' })}
    >
      <path d="M12 3v12M8 7l4-4 4 4M8 11H6v10h12V11h-2" />
    </svg>
  );
}
