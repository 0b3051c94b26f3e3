import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageShell, pageTitle, primaryButton, secondaryButton } from './styles';

export interface CatalogProblemProps {
  title: string;
  text?: ReactNode;
  /** How it is announced: 'alert' for a failure, 'status' for offline; none for a plain answer (not found). */
  role?: 'alert' | 'status';
  /** Try again, where loading again may help. */
  retry?: () => void;
  /** The way on: all products, or all specials. */
  exit: { to: '/shop' | '/specials'; label: string };
}

/** A catalog page that cannot show what was asked for: what happened, Try again where it may help, and a way on. */
export function CatalogProblem({ title, text, role, retry, exit }: CatalogProblemProps) {
  return (
    <section role={role} className={`${pageShell} ${css({ textAlign: 'center', py: '16' })}`}>
      <h1 className={pageTitle}>{title}</h1>
      {text && <p className={css({ mt: '2', color: 'muted' })}>{text}</p>}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', mt: '6' })}>
        {retry && (
          <button type="button" className={secondaryButton} onClick={retry}>
            Try again
          </button>
        )}
        <Link to={exit.to} className={primaryButton}>
          {exit.label}
        </Link>
      </div>
    </section>
  );
}
