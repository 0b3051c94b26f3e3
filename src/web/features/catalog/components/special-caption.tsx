import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { specialLink } from '@/domain/specials';

const caption = css({ color: 'brand', fontWeight: 'semibold' });

/** The applied special's caption; it links to the special's page when the special has one (part 1 §5). */
export function SpecialCaption({ product }: { product: Product }) {
  if (!product.applied_special_caption) return null;
  const linked = product.specials.find((special) => specialLink(special));
  if (!linked?.slug) return <p className={caption}>{product.applied_special_caption}</p>;
  return (
    <Link to="/special/{-$slug}" params={{ slug: linked.slug }} className={`${caption} ${css({ textDecoration: 'underline', textUnderlineOffset: '3px' })}`}>
      {product.applied_special_caption}
    </Link>
  );
}
