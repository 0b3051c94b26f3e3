import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { DialogCloseButton } from './dialog-close-button';
import { modalBackdrop } from './overlay-styles';
import { createStyleContext } from './style-context';

export const dialogRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: {
      ...modalBackdrop,
      _open: { animation: 'apo-fade-in 200ms ease-out' },
      _closed: { animation: 'apo-fade-out 150ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 50,
      display: 'flex',
      alignItems: { base: 'flex-end', xs: 'center' },
      justifyContent: 'center',
      p: { base: '0', xs: '4' },
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxH: { base: '92dvh', xs: '90dvh' },
      bg: 'canvas',
      color: 'ink',
      borderTopRadius: 'card',
      borderBottomRadius: { base: '0', xs: 'card' },
      boxShadow: '2xl',
      outline: 'none',
      _open: { animation: 'apo-rise-in 220ms ease-out' },
      _closed: { animation: 'apo-fade-out 150ms ease-in' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pb: '2', pr: '14' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' },
    description: { color: 'muted', fontSize: 'sm' },
    body: { px: '6', py: '3', overflowY: 'auto', flex: '1' },
    footer: { display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end', px: '6', pt: '3', pb: '6' },
    closeTrigger: { position: 'absolute', top: '3', right: '3' },
  },
  variants: {
    size: {
      sm: { content: { maxW: '400px' } },
      md: { content: { maxW: '560px' } },
      lg: { content: { maxW: '800px' } },
      full: {
        positioner: { p: '0!', alignItems: 'stretch!' },
        content: { maxW: 'none', maxH: 'none', height: '100dvh', borderRadius: '0!' },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

const { withRootProvider, withContext } = createStyleContext(dialogRecipe);

/**
 * Dialog parts (Ark UI Dialog + dialogRecipe). `Dialog.Root` takes Ark's props (open, onOpenChange,
 * closeOnEscape, closeOnInteractOutside, role, initialFocusEl...) plus `size`: sm | md | lg | full.
 * Most screens want the assembled `DialogShell` below.
 */
export const Dialog = {
  Root: withRootProvider(ArkDialog.Root),
  Trigger: ArkDialog.Trigger,
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Header: withContext('div', 'header'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  Body: withContext('div', 'body'),
  Footer: withContext('div', 'footer'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
  /** The corner ×; `label` names it (Close). */
  CloseButton: withContext(DialogCloseButton, 'closeTrigger'),
  Context: ArkDialog.Context,
};

export interface DialogShellProps extends Omit<ArkDialog.RootProps, 'children'> {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Hide the corner close button (e.g. the age gate, which cannot be dismissed). */
  hideCloseButton?: boolean;
}

/** Backdrop, positioner, content, title, description, body, footer and close button in a portal. */
export function DialogShell({ title, description, children, footer, size, hideCloseButton, ...rootProps }: DialogShellProps) {
  return (
    <Dialog.Root lazyMount unmountOnExit size={size} {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              {description && <Dialog.Description>{description}</Dialog.Description>}
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {!hideCloseButton && <Dialog.CloseButton />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Wraps dialog content whose links lead elsewhere (rich content in promotions): following any link
 * inside closes the dialog, so the shopper lands on the page and not behind a dialog.
 */
export function ClosingOnLink({ onFollow, children }: { onFollow: () => void; children: ReactNode }) {
  return (
    <div
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a[href]')) onFollow();
      }}
    >
      {children}
    </div>
  );
}
