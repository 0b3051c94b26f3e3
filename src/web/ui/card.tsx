import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const card = cva({
  base: { display: 'flex', flexDirection: 'column', bg: 'canvas', color: 'ink', borderRadius: 'card', overflow: 'hidden' },
  variants: {
    variant: {
      outline: { border: '1px solid', borderColor: 'line' },
      elevated: { boxShadow: 'md' },
      subtle: { bg: 'wash' },
    },
    padding: { none: {}, sm: { p: '3' }, md: { p: { base: '4', sm: '5' } }, lg: { p: { base: '5', sm: '8' } } },
    interactive: {
      true: {
        transition: 'box-shadow 150ms, border-color 150ms, transform 150ms',
        _hover: { boxShadow: 'lg', borderColor: 'brand' },
        _focusWithin: { borderColor: 'brand' },
      },
    },
  },
  defaultVariants: { variant: 'outline', padding: 'md' },
});

export type CardProps = HTMLArkProps<'div'> & NonNullable<RecipeVariantProps<typeof card>>;

/** A surface; `asChild` lets a section or article carry the look. */
export function Card({ variant, padding, interactive, className, ...props }: CardProps) {
  return <ark.div {...props} className={cx(card({ variant, padding, interactive }), className)} />;
}
