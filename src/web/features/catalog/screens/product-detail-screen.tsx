import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { categoryLabel } from '@/domain/categories';
import { AddToCartArea } from '@/web/shared/add-to-cart/add-to-cart-area';
import { SpecialCaption } from '../components/special-caption';
import { DetailSections } from '../components/detail-sections';
import { PotencyList } from '../components/potency-list';
import { PriceTag } from '@/web/shared/product/price-tag';
import { ProductGallery } from '../components/product-gallery';
import { RelatedProducts } from '../components/related-products';
import { StrainChip } from '@/web/shared/product/strain-chip';
import { pageShell } from '../components/styles';
import { formatCents } from '@/domain/money';
import { displayPrice } from '@/domain/price-display';
import type { ShoppingContext } from '../shopping-context';
import { usePageMeta } from '@/web/state/page-meta';
import { below } from '@/web/ui/breakpoints';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';

/** Sticky at the bottom of its column on phones; a plain block from the tablet breakpoint, where it sits in view. */
const buyBar = css({
  position: { base: 'sticky', tablet: 'static' },
  // Above the cookie banner or the install card while one shows (shell/bottom-card/bottom-card-room.ts): never under it.
  bottom: 'var(--apo-bottom-card-room, 0px)',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  mx: { base: '-4', tablet: '0' },
  px: { base: '4', tablet: '0' },
  py: { base: '3', tablet: '0' },
  bg: 'canvas',
  borderTop: { base: '1px solid token(colors.line)', tablet: 'none' },
  boxShadow: { base: '0 -6px 16px rgba(27, 31, 29, 0.08)', tablet: 'none' },
});
/**
 * The price again beside the button, on phones only (rendered only there, so a wider page holds the
 * price once): the big one has scrolled away by then.
 */
const buyBarPrice = css({ fontWeight: 'extrabold', fontSize: 'lg' });
const PHONE_QUERY = below('tablet');

/** The product detail screen (part 1 §2). */
export function ProductDetailScreen({ product, context }: { product: Product; context: ShoppingContext }) {
  const { store, usageType } = context;
  const name = product.ecomm_display_name || product.name;
  usePageMeta({ title: name, description: product.description ? product.description.slice(0, 160) : undefined });
  const showPostTax = store.show_post_tax_pricing;
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <article className={pageShell}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', tablet: '1fr 1fr' }, gap: { base: '6', sm: '10' } })}>
        <ProductGallery images={product.images} category={product.category} name={name} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div>
            <p className={css({ fontSize: 'sm', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>
              {product.brand} · {categoryLabel(product.category, store.state, usageType)}
            </p>
            <h1 className={css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', mt: '1' })}>{name}</h1>
          </div>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
            <StrainChip strainType={product.strain_type} />
            {product.display_size && <span className={css({ color: 'muted' })}>{product.display_size}</span>}
          </div>
          <PriceTag price={displayPrice(product, showPostTax)} size="lg" postTax={showPostTax} />
          <SpecialCaption product={product} />
          <PotencyList potency={product.potency} />
          {/* On a phone the buying controls stay at the bottom of the screen, in reach of a thumb, until
              the details end (issue 21: Add to Cart sat below the fold of a 390×844 screen). */}
          <div className={buyBar}>
            {phone && (
              <span aria-hidden className={buyBarPrice}>
                {formatCents(displayPrice(product, showPostTax).current)}
              </span>
            )}
            <div className={css({ flex: '1', minW: '0' })}>
              <AddToCartArea product={product} store={store} usageType={usageType} />
            </div>
          </div>
          <DetailSections product={product} />
        </div>
      </div>
      <RelatedProducts title="You May Also Like" productId={product.id} storeId={store.id} usageType={usageType} sameStrain={false} showPostTax={showPostTax} />
      {product.strain && (
        <RelatedProducts
          title={`More ${product.strain}`}
          productId={product.id}
          storeId={store.id}
          usageType={usageType}
          sameStrain
          showPostTax={showPostTax}
        />
      )}
    </article>
  );
}
