import { css } from 'styled-system/css';
import type { Special } from '@/api/special';

/** The special's picture and caption above its products. */
export function SpecialHeader({ special }: { special: Special }) {
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: { base: 'wrap', xs: 'nowrap' } })}>
      {special.image_url && (
        <img src={special.image_url} alt="" className={css({ w: { base: 'full', xs: '240px' }, aspectRatio: '16/9', objectFit: 'cover', borderRadius: 'card' })} />
      )}
      <p className={css({ color: 'muted', fontSize: 'lg' })}>{special.caption}</p>
    </div>
  );
}
