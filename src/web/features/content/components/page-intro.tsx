import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { eyebrow, lede, pageTitle } from '../styles';

/** A listing page's heading: kicker, the page's one h1, a sentence, and optional actions. */
export function PageIntro({ kicker, title, text, actions }: { kicker?: string; title: string; text?: string; actions?: ReactNode }) {
  return (
    <header className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', gap: '5', mb: { base: '8', tablet: '10' } })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {kicker && <p className={eyebrow}>{kicker}</p>}
        <h1 className={pageTitle}>{title}</h1>
        {text && <p className={lede}>{text}</p>}
      </div>
      {actions && <div className={css({ flexShrink: 0 })}>{actions}</div>}
    </header>
  );
}
