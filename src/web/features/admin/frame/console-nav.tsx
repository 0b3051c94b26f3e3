import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { STAFF_ROLE_LABELS } from '@/domain/staff-roles';
import { AppLink } from '@/web/ui/app-link';
import { ChevronDownIcon } from '@/web/ui/icons';
import { useConsole } from './console-context';
import { sectionsFor } from './console-sections';
import { StorePicker } from './store-picker';

/**
 * The console's side navigation: the store picker and the sections the role allows. Desktop keeps it
 * open beside the page; on a tablet it folds under a 'Sections' button above the page.
 */
export function ConsoleNav() {
  const { me } = useConsole();
  const [open, setOpen] = useState(false);
  const sections = sectionsFor(me.permissions);
  return (
    <aside className={aside} aria-label="Console">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <p className={css({ fontWeight: 'extrabold', fontSize: 'lg' })}>Console</p>
          <p className={css({ fontSize: 'sm', color: 'muted' })}>
            {me.name} · {STAFF_ROLE_LABELS[me.role]}
          </p>
        </div>
        <button type="button" className={toggle} aria-expanded={open} aria-controls="console-sections" onClick={() => setOpen(!open)}>
          Sections
          <ChevronDownIcon aria-hidden className={css({ transition: 'transform 0.15s', transform: open ? 'rotate(180deg)' : undefined })} />
        </button>
      </div>
      <div id="console-sections" data-open={open || undefined} className={panel}>
        <StorePicker />
        <nav aria-label="Console sections">
          <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {sections.map((section) => (
              <li key={section.to}>
                <AppLink to={section.to} exact={section.to === '/admin'} className={cx(link)} onClick={() => setOpen(false)}>
                  {section.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}

/** Room at the bottom on wide screens so the last section never sits under the fixed version badge (part 1 §2). */
const aside = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', sm: '5' },
  pb: { sm: '12' },
  bg: 'wash',
  borderBottom: { base: '1px solid token(colors.line)', sm: 'none' },
  borderRight: { sm: '1px solid token(colors.line)' },
  w: { sm: '260px' },
  flexShrink: 0,
  alignSelf: { sm: 'stretch' },
});

const toggle = css({
  display: { base: 'inline-flex', sm: 'none' },
  alignItems: 'center',
  gap: '1',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  border: '1px solid token(colors.line)',
  bg: 'canvas',
  fontWeight: 'semibold',
  cursor: 'pointer',
});

const panel = css({
  display: { base: 'none', sm: 'flex' },
  flexDirection: 'column',
  gap: '4',
  '&[data-open]': { display: 'flex' },
});

const link = css({
  display: 'block',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  fontWeight: 'semibold',
  color: 'ink',
  textDecoration: 'none',
  _hover: { bg: 'canvas' },
  '&[aria-current=page]': { bg: 'canvas', color: 'brand', boxShadow: 'inset 3px 0 0 token(colors.brand)' },
});
