import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { sva } from 'styled-system/css';
import { floatingPanel } from './overlay-styles';
import { createStyleContext } from './style-context';

export const popoverRecipe = sva({
  slots: ['positioner', 'content', 'title', 'description', 'arrow', 'arrowTip'],
  base: {
    positioner: { zIndex: 40 },
    content: {
      ...floatingPanel,
      borderRadius: 'card',
      boxShadow: 'xl',
      maxW: 'calc(100vw - 24px)',
      _open: { animation: 'apo-drop-in 160ms ease-out' },
      _closed: { animation: 'apo-fade-out 120ms ease-in' },
    },
    title: { fontWeight: 'bold' },
    description: { color: 'muted', fontSize: 'sm' },
    arrow: { '--arrow-size': '12px', '--arrow-background': 'white' },
    arrowTip: { borderTopWidth: '1px', borderLeftWidth: '1px', borderColor: 'line' },
  },
  variants: {
    size: {
      auto: {},
      sm: { content: { p: '3', width: '260px' } },
      md: { content: { p: '4', width: '340px' } },
    },
  },
  defaultVariants: { size: 'auto' },
});

const { withRootProvider, withContext } = createStyleContext(popoverRecipe);

/**
 * Popover parts (Ark UI Popover). Root takes open, onOpenChange, positioning, lazyMount, unmountOnExit,
 * plus `size`: auto | sm | md. Trigger/Anchor/CloseTrigger are unstyled: use asChild with a Button.
 */
export const Popover = {
  Root: withRootProvider(ArkPopover.Root),
  Trigger: ArkPopover.Trigger,
  Anchor: ArkPopover.Anchor,
  Positioner: withContext(ArkPopover.Positioner, 'positioner'),
  Content: withContext(ArkPopover.Content, 'content'),
  Title: withContext(ArkPopover.Title, 'title'),
  Description: withContext(ArkPopover.Description, 'description'),
  Arrow: withContext(ArkPopover.Arrow, 'arrow'),
  ArrowTip: withContext(ArkPopover.ArrowTip, 'arrowTip'),
  CloseTrigger: ArkPopover.CloseTrigger,
};
