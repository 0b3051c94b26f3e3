import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '@/domain/constants';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';

/** What the first paint shows while startup resolves the brand and store: the shell's outline, not a blank page. */
const heights = { '--apo-header-desktop': `${HEADER_HEIGHT_DESKTOP}px`, '--apo-header-mobile': `${HEADER_HEIGHT_MOBILE}px` } as CSSProperties;

export function AppLoading() {
  return (
    <LoadingRegion label="Loading Store">
      <div style={heights} className={css({ height: { base: 'var(--apo-header-mobile)', burger: 'var(--apo-header-desktop)' }, borderBottom: '1px solid token(colors.line)', display: 'flex', alignItems: 'center', gap: '4', px: { base: '4', md: '8' } })}>
        <Skeleton width={40} height={40} shape="circle" />
        <Skeleton width={140} height={32} />
        <span className={css({ flex: '1' })} />
        <Skeleton width={40} height={40} shape="circle" />
        <Skeleton width={40} height={40} shape="circle" />
      </div>
      <div className={css({ maxW: '1440px', mx: 'auto', p: { base: '4', md: '8' }, display: 'flex', flexDirection: 'column', gap: '6' })}>
        <Skeleton height={260} className={css({ borderRadius: 'card' })} />
        <Skeleton width="40%" height={28} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: '4' })}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={120} className={css({ borderRadius: 'card' })} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
