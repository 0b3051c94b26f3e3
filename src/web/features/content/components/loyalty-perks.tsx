import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { LOYALTY_MESSAGING_UID } from '../loaders';
import { sectionTitle } from '../styles';
import { ContentIcon } from '@/web/ui/content-icon';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';

/** The rewards programme's perks from the loyalty messaging document; nothing when it is missing. */
export function LoyaltyPerks() {
  const query = useQuery(contentDocumentQueryOptions('loyalty_messaging', LOYALTY_MESSAGING_UID));
  if (query.data === undefined) {
    if (query.isError) return null;
    return (
      <LoadingRegion label="Loading rewards perks" className={css({ display: 'grid', gap: '4', mt: '12' })}>
        <Skeleton height="2rem" width="50%" />
        <Skeleton height="6rem" />
      </LoadingRegion>
    );
  }
  const { headline, body, perks } = query.data.data;
  return (
    <section aria-labelledby="loyalty-perks" className={css({ mt: '12', p: { base: '6', tablet: '10' }, borderRadius: 'card', bg: 'brand.soft', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h2 id="loyalty-perks" className={sectionTitle}>
        {headline}
      </h2>
      <RichText blocks={body} headingOffset={1} size="md" />
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '5' })}>
        {perks.map((perk, index) => (
          <li key={index} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', p: '4', borderRadius: 'card', bg: 'canvas' })}>
            <span className={css({ display: 'grid', placeItems: 'center', width: '12', height: '12', flexShrink: 0, borderRadius: 'full', bg: 'brand', color: 'brand.contrast', fontSize: '2xl' })}>
              <ContentIcon name={perk.icon} />
            </span>
            <div>
              <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{perk.title}</h3>
              <p className={css({ color: 'muted', lineHeight: 'relaxed', mt: '1' })}>{perk.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
