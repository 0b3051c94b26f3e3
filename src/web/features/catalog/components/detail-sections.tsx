import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { BREAKPOINTS } from '@/domain/constants';
import { DOSING_ADVICE, onsetFor } from '../dosing';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';
import { DetailSection } from './detail-section';

const facts = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1', mt: '3', fontSize: 'sm' });
const term = css({ color: 'muted' });

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => !!row[1]);
  if (shown.length === 0) return null;
  return (
    <dl className={facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={term}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Details, Strain and Dosing notes (part 1 §2). Details starts expanded at medium widths and wider
 * (the 960px breakpoint); Strain shows when the product shares its strain details.
 */
export function DetailSections({ product }: { product: Product }) {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.sm}px)`);
  const onset = onsetFor(product.category);
  const showStrain = product.show_strain_details && !!(product.lineage || product.strain_description);
  return (
    <div>
      <DetailSection key={wide ? 'wide' : 'narrow'} title="Details" defaultOpen={wide}>
        {product.description && <p>{product.description}</p>}
        <Facts
          rows={[
            ['Type', product.sub_category],
            ['Effects', product.effects.join(', ')],
            ['Flavors', product.flavors.join(', ')],
            ['Terpenes', product.terpenes.join(', ')],
            ['CBD:THC', product.cbd_thc_ratio],
            ['Extraction', product.extraction_method],
            ['SKU', product.sku_name],
          ]}
        />
      </DetailSection>
      {showStrain && (
        <DetailSection title="Strain">
          {product.strain && <p className={css({ fontWeight: 'semibold' })}>{product.strain}</p>}
          {product.lineage && <p>Lineage: {product.lineage}</p>}
          {product.strain_description && <p className={css({ mt: '2' })}>{product.strain_description}</p>}
        </DetailSection>
      )}
      <DetailSection title="Dosing notes">
        {product.dosing_notes && <p>{product.dosing_notes}</p>}
        {onset && <Facts rows={[['Onset', onset.onset], ['Duration', onset.duration]]} />}
        <p className={css({ mt: '3', fontSize: 'sm', color: 'muted' })}>{DOSING_ADVICE}</p>
      </DetailSection>
    </div>
  );
}
