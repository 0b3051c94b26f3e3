import { useState } from 'react';
import { css } from 'styled-system/css';
import { openCookieSettings } from '@/web/state/consent';
import { Button } from '@/web/ui/button';
import { prefersReducedMotion } from '@/web/ui/hooks/use-media-query';
import { AccessibilityIcon, ArrowUpIcon, CookieIcon } from '@/web/ui/icons';
import { Switch } from '@/web/ui/switch';
import { readAccessibilityMode, setAccessibilityMode } from './accessibility-mode';

/** Moves to the top of the page and puts keyboard focus back at its start. */
function backToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById('top')?.focus({ preventScroll: true });
}

/** Cookie Settings, the Site Accessibility toggle and back to top (part 1 §2 footer). */
export function FooterSettings() {
  const [accessible, setAccessible] = useState(readAccessibilityMode);
  return (
    <section aria-label="Site settings" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
      <h2 className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider' })}>Settings</h2>
      <Button variant="outline" size="sm" onClick={openCookieSettings}>
        <CookieIcon /> Cookie Settings
      </Button>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <AccessibilityIcon className={css({ color: 'brand', fontSize: 'xl' })} />
        <Switch
          checked={accessible}
          onCheckedChange={(details) => {
            setAccessible(details.checked);
            setAccessibilityMode(details.checked);
          }}
          stateText={<span className={css({ fontSize: 'sm', color: 'muted', ml: '1' })}>{accessible ? 'On' : 'Off'}</span>}
        >
          <span className={css({ fontWeight: 'semibold' })}>Site Accessibility</span>
        </Switch>
      </div>
      <Button variant="ghost" size="sm" onClick={backToTop}>
        <ArrowUpIcon /> Back to top
      </Button>
    </section>
  );
}
