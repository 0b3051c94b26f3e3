import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { LoadingRegion } from '@/web/ui/skeleton';
import { Spinner } from '@/web/ui/spinner';
import { ContentError } from '../components/content-error';
import { useOnline } from '../hooks/use-online';
import { linkKind } from '@/domain/content-links';
import { SETTINGS_UID } from '../loaders';

export const CAREERS_OFFLINE = {
  title: 'Our jobs board needs a connection',
  text: "It is on another site. We'll take you there as soon as you're back online.",
} as const;

/**
 * /careers (part 1 §2, DECISIONS.md "Jobs board"): leaves for the brand's external jobs board.
 * The move happens here, once the page is really shown, not in a loader: loaders also run when a
 * link is merely hovered (intent preloading). It replaces the history entry, so Back does not
 * bounce the shopper straight back to the jobs board. With no network it does not leave for a page
 * that cannot load: it says so, and goes once the device is back online.
 */
export function CareersPage() {
  const query = useQuery(contentDocumentQueryOptions('settings', SETTINGS_UID));
  const configured = query.data?.data.jobs_url;
  // Only a web address: a configured javascript: URL must never run.
  const jobsUrl = configured && linkKind(configured) === 'external' ? configured : undefined;

  const online = useOnline();

  useEffect(() => {
    if (jobsUrl && online) window.location.replace(jobsUrl);
  }, [jobsUrl, online]);

  if (query.data && !jobsUrl) return <ContentError title="We couldn't open our jobs board" error={new Error('The jobs board address is not a web address.')} onRetry={() => void query.refetch()} />;
  if (query.isError && !jobsUrl) return <ContentError title="We couldn't open our jobs board" error={query.error} onRetry={() => void query.refetch()} />;
  if (!online) {
    return (
      <section role="status" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center', px: '5', py: '20' })}>
        <h1 className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'bold' })}>{CAREERS_OFFLINE.title}</h1>
        <p className={css({ color: 'muted', maxW: '460px' })}>{CAREERS_OFFLINE.text}</p>
      </section>
    );
  }
  return (
    <LoadingRegion label="Opening our jobs board" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center', px: '5', py: '20' })}>
      <Spinner />
      <h1 className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'bold' })}>Taking you to our jobs board…</h1>
      {jobsUrl && (
        <p className={css({ color: 'muted' })}>
          Not moving?{' '}
          <a href={jobsUrl} className={css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' })}>
            Open the jobs board
          </a>
        </p>
      )}
    </LoadingRegion>
  );
}
