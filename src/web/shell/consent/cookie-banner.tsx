import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { acceptAllCookies, closeCookieBanner, consentState, openCookieSettings } from '@/web/state/consent';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { IconButton } from '@/web/ui/icon-button';
import { CloseIcon, CookieIcon } from '@/web/ui/icons';

/** The simple cookie banner (part 1 §2): text, 'Accept All', and a link to the preferences. */
export function CookieBanner() {
  const { show, settingsOpen } = useSnapshot(consentState);
  if (!show || settingsOpen) return null;
  return (
    <section
      aria-label="Cookie consent"
      className={css({
        position: 'fixed',
        zIndex: 45,
        insetX: { base: '0', sm: '4' },
        bottom: { base: '0', sm: '4' },
        maxW: { sm: '720px' },
        mx: 'auto',
        display: 'flex',
        flexDirection: { base: 'column', tablet: 'row' },
        alignItems: { base: 'stretch', tablet: 'center' },
        gap: '4',
        p: '5',
        pr: { base: '12', tablet: '12' },
        pb: { base: 'calc(20px + env(safe-area-inset-bottom))', sm: '5' },
        bg: 'canvas',
        borderTop: '1px solid token(colors.line)',
        borderRadius: { base: '0', sm: 'card' },
        boxShadow: '2xl',
        animation: 'apo-rise-in 250ms ease-out',
      })}
    >
      <CookieIcon className={css({ display: { base: 'none', tablet: 'block' }, fontSize: '3xl', color: 'brand', flexShrink: 0 })} />
      <p className={css({ flex: '1', fontSize: 'sm', lineHeight: 'relaxed' })}>
        We use cookies to remember your store, personalize what you see and understand how the site is used. Read our{' '}
        <AppLink to="/cookie-policy" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          Cookie Policy
        </AppLink>{' '}
        or{' '}
        <button
          type="button"
          onClick={openCookieSettings}
          className={css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer' })}
        >
          manage your cookie preferences
        </button>
        .
      </p>
      <Button onClick={acceptAllCookies}>Accept All</Button>
      <IconButton aria-label="Close cookie banner" size="sm" onClick={closeCookieBanner} className={css({ position: 'absolute', top: '2', right: '2' })}>
        <CloseIcon />
      </IconButton>
    </section>
  );
}
