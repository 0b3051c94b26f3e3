import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { Drawer } from '@/web/ui/drawer';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the Filters button. */
  finalFocusEl: () => HTMLElement | null;
  activeCount: number;
  total: number | undefined;
  onClearAll: () => void;
  children: ReactNode;
}

/**
 * Filters below the sm breakpoint: a side drawer (the kit's Drawer, Ark Dialog underneath). Focus
 * moves into it on open, stays trapped, and returns to the Filters button on close (Esc, the close
 * button, the backdrop or 'Show N Products'). Filters apply at once; the count follows.
 * Loaded on demand by FilterDrawerButton, so no dialog code sits in the list's first load.
 */
export function FilterDrawer({ open, onOpenChange, finalFocusEl, activeCount, total, onClearAll, children }: FilterDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} finalFocusEl={finalFocusEl} lazyMount unmountOnExit placement="left">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
              <Drawer.CloseButton label="Close filters" />
            </Drawer.Header>
            <Drawer.Body className={css({ p: '4' })}>{children}</Drawer.Body>
            <Drawer.Footer className={css({ display: 'flex', gap: '3' })}>
              <Button variant="outline" onClick={onClearAll} disabled={activeCount === 0} className={css({ flexShrink: 0 })}>
                Clear all
              </Button>
              <Button className={css({ flex: '1', minW: '0' })} onClick={() => onOpenChange(false)}>
                {total === undefined ? 'Show products' : `Show ${total} ${total === 1 ? 'Product' : 'Products'}`}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
