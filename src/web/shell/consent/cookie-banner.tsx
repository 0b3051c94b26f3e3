import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { acceptAllCookies, closeCookieBanner, consentState, openCookieSettings } from '@/web/state/consent';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { IconButton } from '@/web/ui/icon-button';
import { CloseIcon, CookieIcon } from '@/web/ui/icons';
import { useBottomCardRoom } from '../bottom-card/bottom-card-room';
import { watchForFirstInteraction } from '../interruptions/first-interaction';

// The promotion waits for the shopper's first interaction on the page, and on a first visit follows
// this banner: the tap that answers it counts (README "One interruption at a time").
watchForFirstInteraction();

/**
 * The simple cookie banner (part 1 §2): text, 'Accept All', and a link to the preferences. On a
 * phone it is a compact bar (about an eighth of a 390×844 screen, where it took 22%), and the page
 * below gets room for it, so it never sits over the page's last action.
 * The shell shows it in its turn of the interruptions (interruptions/interruption-order.ts): never
 * over the cart, the staff terminal or the kiosk.
 */
export function CookieBanner() {
  const { show, settingsOpen } = useSnapshot(consentState);
  const visible = show && !settingsOpen;
  const section = useRef<HTMLElement>(null);

  useBottomCardRoom(section, visible);

  if (!visible) return null;
  return (
    <section
      ref={section}
      aria-label="Cookie consent"
      className={css({
        position: 'fixed',
        zIndex: 45,
        insetX: { base: '0', sm: '4' },
        bottom: { base: '0', sm: '4' },
        maxW: { sm: '720px' },
        mx: 'auto',
        display: 'grid',
        // A phone: the text across, then the preferences link, Accept All and Close on one row. Wider:
        // icon, text (the link under it), Accept All and Close.
        gridTemplateColumns: { base: '1fr auto auto', tablet: 'auto 1fr auto auto' },
        gridTemplateAreas: { base: '"text text text" "manage accept close"', tablet: '"icon text accept close" "icon manage accept close"' },
        alignItems: 'center',
        columnGap: { base: '2', tablet: '4' },
        rowGap: '1',
        px: { base: '3', tablet: '5' },
        pt: { base: '2.5', tablet: '4' },
        pb: { base: 'calc(10px + env(safe-area-inset-bottom))', tablet: '4' },
        bg: 'canvas',
        borderTop: '1px solid token(colors.line)',
        borderRadius: { base: '0', sm: 'card' },
        boxShadow: '2xl',
        animation: 'apo-rise-in 250ms ease-out',
      })}
    >
      <CookieIcon className={css({ gridArea: 'icon', display: { base: 'none', tablet: 'block' }, fontSize: '3xl', color: 'brand' })} />
      <p className={css({ gridArea: 'text', fontSize: { base: 'xs', tablet: 'sm' }, lineHeight: { base: 'snug', tablet: 'normal' } })}>
        We use cookies to remember your store, personalize what you see and understand how the site is used. Read our{' '}
        <AppLink to="/cookie-policy" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          Cookie Policy
        </AppLink>
        .
      </p>
      <button
        type="button"
        onClick={openCookieSettings}
        className={css({
          gridArea: 'manage',
          justifySelf: 'start',
          minH: '9',
          fontSize: { base: 'xs', tablet: 'sm' },
          color: 'brand',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          textAlign: 'start',
          cursor: 'pointer',
        })}
      >
        Manage your cookie preferences
      </button>
      <Button size="sm" onClick={acceptAllCookies} className={css({ gridArea: 'accept' })}>
        Accept All
      </Button>
      <IconButton aria-label="Close cookie banner" size="sm" onClick={closeCookieBanner} className={css({ gridArea: 'close' })}>
        <CloseIcon />
      </IconButton>
    </section>
  );
}
