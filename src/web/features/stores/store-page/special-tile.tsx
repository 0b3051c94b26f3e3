import { css } from 'styled-system/css';
import type { Special } from '@/api/special';
import { formatCents } from '@/domain/money';
import { specialLink } from '@/domain/specials';
import { AppLink } from '@/web/ui/app-link';
import { card } from '@/web/ui/card';
import { TagIcon } from '@/web/ui/icons';

/** The badge of a special: '20% off', '$5.00 off', '$30.00 each', 'Bundle for $50.00'. */
function discountBadge(special: Special): string | undefined {
  switch (special.discount_type) {
    case 'percent':
      return special.discount_percent === null ? undefined : `${special.discount_percent}% off`;
    case 'dollar':
      return special.discount_dollar_cents === null ? undefined : `${formatCents(special.discount_dollar_cents)} off`;
    case 'price':
      return special.discount_dollar_cents === null ? 'Special price' : `${formatCents(special.discount_dollar_cents)} each`;
    case 'bundle':
      return special.bundle_price_cents === null ? 'Bundle' : `Bundle for ${formatCents(special.bundle_price_cents)}`;
    default:
      return undefined;
  }
}

/**
 * Where a special links (part 1 §5: /special/{slug} unless cart-level). At a store other than the
 * chosen one, the store-scoped /menu/{storeSlug}/special/{slug} chooses that store first.
 */
export function specialHref(special: Special, storeSlug: string, isCurrentStore: boolean, fallback: string): string {
  const link = specialLink(special);
  if (!link || !special.slug) return fallback;
  return isCurrentStore ? link : `/menu/${encodeURIComponent(storeSlug)}/special/${encodeURIComponent(special.slug)}`;
}

/** One 'Savings At This Store' special as a card. */
export function SpecialTile({ special, href }: { special: Special; href: string }) {
  const badge = discountBadge(special);
  return (
    <AppLink to={href} className={`${card({ padding: 'none', interactive: true })} ${css({ textDecoration: 'none', height: 'full' })}`}>
      {special.image_url ? (
        <img src={special.image_url} alt="" loading="lazy" className={css({ width: 'full', aspectRatio: '16/9', objectFit: 'cover', bg: 'brand.soft' })} />
      ) : (
        <div aria-hidden className={css({ aspectRatio: '16/9', bg: 'brand.soft', color: 'brand', display: 'grid', placeItems: 'center', fontSize: '4xl' })}>
          <TagIcon />
        </div>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: { base: '3', tablet: '4' }, flex: '1' })}>
        {badge && <span className={css({ alignSelf: 'flex-start', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'amber.900', bg: 'amber.100', px: '2', py: '0.5', borderRadius: 'pill' })}>{badge}</span>}
        <span className={css({ fontWeight: 'bold', lineHeight: 'tight', fontSize: { base: 'sm', tablet: 'md' } })}>{special.title}</span>
        {special.caption && <span className={css({ fontSize: 'sm', color: 'muted' })}>{special.caption}</span>}
        {special.discount_level === 'cart' && <span className={css({ fontSize: 'xs', color: 'success', mt: 'auto', pt: '1' })}>Applied in your cart</span>}
      </div>
    </AppLink>
  );
}
