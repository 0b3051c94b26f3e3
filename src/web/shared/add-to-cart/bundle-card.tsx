import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ProductSpecial } from '@/api/special';
import { specialLink } from '@/domain/specials';
import { card } from '@/web/ui/card';

/** The first bundle special the product belongs to, if any (part 1 §4 "Cart add-success popup"). */
export function bundleOf(specials: readonly ProductSpecial[]): ProductSpecial | undefined {
  return specials.find((special) => special.discount_type === 'bundle');
}

/**
 * The popup's bundle card: the bundle's title and caption, linking to the special's page (its link
 * rule is part 1 §5) so the shopper can pick up the rest of the bundle.
 */
export function BundleCard({ special, onFollow }: { special: ProductSpecial; onFollow: () => void }) {
  const linked = specialLink(special) !== undefined && special.slug;
  return (
    <section aria-label="Bundle deal" className={`${card({ variant: 'subtle', padding: 'sm' })} ${css({ gap: '1' })}`}>
      <p className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'brand', textTransform: 'uppercase', letterSpacing: 'wide' })}>Bundle deal</p>
      <p className={css({ fontWeight: 'bold' })}>{special.title}</p>
      {special.caption && <p className={css({ fontSize: 'sm', color: 'muted' })}>{special.caption}</p>}
      {linked && (
        <Link
          to="/special/{-$slug}"
          params={{ slug: special.slug! }}
          onClick={onFollow}
          className={css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px' })}
        >
          Shop the bundle
        </Link>
      )}
    </section>
  );
}
