import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const chip = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '7',
    px: '2.5',
    borderRadius: 'pill',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    textDecoration: 'none',
  },
  variants: {
    tone: {
      neutral: { bg: 'wash', color: 'ink', borderColor: 'line' },
      brand: { bg: 'brand.soft', color: 'ink', borderColor: 'brand' },
      solid: { bg: 'brand', color: 'brand.contrast' },
      special: { bg: 'amber.100', color: 'amber.900', borderColor: 'amber.300' },
      indica: { bg: 'violet.100', color: 'violet.800' },
      sativa: { bg: 'orange.100', color: 'orange.900' },
      hybrid: { bg: 'emerald.100', color: 'emerald.900' },
      cbd: { bg: 'sky.100', color: 'sky.900' },
      danger: { bg: 'red.50', color: 'danger' },
    },
    interactive: {
      true: { cursor: 'pointer', minH: '9', px: '3.5', fontSize: 'sm', _hover: { borderColor: 'brand' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ChipProps = HTMLArkProps<'span'> & NonNullable<RecipeVariantProps<typeof chip>>;

/** A small label (strain type, special caption, active filter). For a removable chip use asChild with a button. */
export function Chip({ tone, interactive, className, ...props }: ChipProps) {
  return <ark.span {...props} className={cx(chip({ tone, interactive }), className)} />;
}
