import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Special } from '@/api/special';
import { specialLink } from '@/domain/specials';
import { card } from '@/web/ui/card';

const body = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', flex: '1' });

function Content({ special }: { special: Special }) {
  return (
    <>
      {special.image_url ? (
        <img src={special.image_url} alt="" loading="lazy" className={css({ w: 'full', aspectRatio: '16/9', objectFit: 'cover', bg: 'brand.soft' })} />
      ) : (
        <div aria-hidden="true" className={css({ aspectRatio: '16/9', bg: 'brand.soft' })} />
      )}
      <div className={body}>
        <span className={css({ fontWeight: 'bold' })}>{special.title}</span>
        <span className={css({ fontSize: 'sm', color: 'muted' })}>{special.caption}</span>
        {special.discount_level === 'cart' && <span className={css({ fontSize: 'xs', color: 'success', mt: 'auto' })}>Applied in your cart</span>}
        {special.discount_type === 'bundle' && <span className={css({ fontSize: 'xs', color: 'brand', mt: 'auto' })}>Bundle</span>}
      </div>
    </>
  );
}

/** A special as a card; it links to /special/{slug} when it has a slug and is not cart-level (part 1 §5). */
export function SpecialCard({ special }: { special: Special }) {
  const href = specialLink(special);
  if (!href || !special.slug) {
    return (
      <div className={card({ padding: 'none' })}>
        <Content special={special} />
      </div>
    );
  }
  return (
    <Link to="/special/{-$slug}" params={{ slug: special.slug }} className={`${card({ padding: 'none', interactive: true })} ${css({ textDecoration: 'none', h: 'full' })}`}>
      <Content special={special} />
    </Link>
  );
}
