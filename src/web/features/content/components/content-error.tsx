import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { AlertIcon } from '@/web/ui/icons';

/** A content read that failed for a reason other than not-found: what happened, and a retry. */
export function ContentError({ title = "We couldn't load this page", error, onRetry }: { title?: string; error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return (
    <section role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', px: '5', py: '16' })}>
      <AlertIcon className={css({ fontSize: '4xl', color: 'warning' })} />
      <h1 className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'muted', maxW: '460px' })}>{message}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' })}>
        <Button onClick={onRetry}>Try again</Button>
        <AppLink to="/" className={button({ variant: 'outline' })}>
          Go Home
        </AppLink>
      </div>
    </section>
  );
}

/** A part of a page (a list below an article) that failed: a short note and a retry, no page takeover. */
export function InlineError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', p: '4', borderRadius: 'card', bg: 'wash' })}>
      <span>We couldn't load {what}.</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
