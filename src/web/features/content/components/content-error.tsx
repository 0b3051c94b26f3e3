import { css } from 'styled-system/css';
import { isNetworkFailure } from '@/web/data/api-errors';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { AlertIcon, InfoIcon } from '@/web/ui/icons';

export const CONTENT_OFFLINE = {
  title: 'This page needs a connection',
  text: "It will load as soon as you're back online.",
  part: (what: string) => `We'll load ${what} as soon as you're back online.`,
} as const;

/** A read that failed for want of a network: nothing is wrong, the page waits for the connection. */

/**
 * A content read that failed for a reason other than not-found: what happened, and a retry. With
 * no network it says the page needs one (a status, not an alert); it loads by itself on reconnect.
 */
export function ContentError({ title = "We couldn't load this page", error, onRetry }: { title?: string; error: unknown; onRetry: () => void }) {
  const offline = isNetworkFailure(error);
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  const Icon = offline ? InfoIcon : AlertIcon;
  return (
    <section role={offline ? 'status' : 'alert'} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', px: '5', py: '16' })}>
      <Icon className={css({ fontSize: '4xl', color: offline ? 'muted' : 'warning' })} />
      <h1 className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'bold' })}>{offline ? CONTENT_OFFLINE.title : title}</h1>
      <p className={css({ color: 'muted', maxW: '460px' })}>{offline ? CONTENT_OFFLINE.text : message}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' })}>
        <Button onClick={onRetry}>Try again</Button>
        <AppLink to="/" className={button({ variant: 'outline' })}>
          Go Home
        </AppLink>
      </div>
    </section>
  );
}

/**
 * A part of a page (a list below an article) that failed: a short note and a retry, no page
 * takeover. With no network, that it loads once back online.
 */
export function InlineError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const offline = isNetworkFailure(error);
  return (
    <div role={offline ? 'status' : 'alert'} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', p: '4', borderRadius: 'card', bg: 'wash' })}>
      <span>{offline ? CONTENT_OFFLINE.part(what) : `We couldn't load ${what}.`}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
