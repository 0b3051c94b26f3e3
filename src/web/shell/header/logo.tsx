import { useState } from 'react';
import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { Skeleton } from '@/web/ui/skeleton';

/** The brand logo linking home; the brand's name in text if the image is missing or fails. */
export function Logo({ logoUrl, name }: { logoUrl: string | undefined; name: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!name) return <Skeleton width={120} height={32} />;
  return (
    <AppLink
      to="/"
      className={css({ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', flexShrink: 0, borderRadius: 'md' })}
      aria-label={`${name} home`}
    >
      {logoUrl && !failed ? (
        <img src={logoUrl} alt="" height={36} className={css({ height: { base: '8', burger: '9' }, width: 'auto', maxW: '180px' })} onError={() => setFailed(true)} />
      ) : (
        <span className={css({ fontWeight: 'extrabold', fontSize: 'xl', color: 'brand', letterSpacing: 'tight' })}>{name}</span>
      )}
    </AppLink>
  );
}
