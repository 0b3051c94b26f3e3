import { STRAIN_LABELS, type StrainType } from '@/domain/categories';
import { Chip } from '@/web/ui/chip';

/** The strain type as a coloured chip; nothing for products without one. */
export function StrainChip({ strainType }: { strainType: StrainType | null }) {
  if (!strainType) return null;
  return <Chip tone={strainType}>{STRAIN_LABELS[strainType]}</Chip>;
}
