import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { ComponentProps, CSSProperties } from 'react';
import { sva } from 'styled-system/css';
import { DRAWER_TRANSITION_MS, MOBILE_DRAWER_MAX_WIDTH } from '@/domain/constants';
import { DialogCloseButton } from './dialog-close-button';
import { modalBackdrop } from './overlay-styles';
import { createStyleContext } from './style-context';

/**
 * A side drawer: Ark's Dialog (focus trap, Escape, backdrop click) sliding in from a side.
 * Spec part 1 §9: the mobile nav drawer is 90% wide, at most 450 px, with a 450 ms transition.
 */
export const drawerRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'body', 'footer'],
  base: {
    backdrop: {
      ...modalBackdrop,
      _open: { animation: 'apo-fade-in var(--apo-drawer-ms) ease-out' },
      _closed: { animation: 'apo-fade-out var(--apo-drawer-ms) ease-in' },
    },
    positioner: { position: 'fixed', top: '0', bottom: '0', zIndex: 50, display: 'flex', width: '90%', maxW: 'var(--apo-drawer-max-w)' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      height: '100dvh',
      bg: 'canvas',
      color: 'ink',
      boxShadow: '2xl',
      outline: 'none',
      overflow: 'hidden',
    },
    header: { display: 'flex', alignItems: 'center', gap: '2', minH: '14', px: '3', borderBottom: '1px solid token(colors.line)' },
    title: { fontSize: 'lg', fontWeight: 'bold', flex: '1' },
    body: { flex: '1', overflowY: 'auto', overscrollBehavior: 'contain' },
    footer: { p: '4', borderTop: '1px solid token(colors.line)' },
  },
  variants: {
    placement: {
      left: {
        positioner: { left: '0' },
        content: {
          _open: { animation: 'apo-slide-in-left var(--apo-drawer-ms) cubic-bezier(0.22, 1, 0.36, 1)' },
          _closed: { animation: 'apo-slide-out-left var(--apo-drawer-ms) cubic-bezier(0.64, 0, 0.78, 0)' },
        },
      },
      right: {
        positioner: { right: '0' },
        content: {
          _open: { animation: 'apo-slide-in-right var(--apo-drawer-ms) cubic-bezier(0.22, 1, 0.36, 1)' },
          _closed: { animation: 'apo-slide-out-right var(--apo-drawer-ms) cubic-bezier(0.64, 0, 0.78, 0)' },
        },
      },
    },
  },
  defaultVariants: { placement: 'left' },
});

const { withRootProvider, withContext } = createStyleContext(drawerRecipe);
const timing = { '--apo-drawer-ms': `${DRAWER_TRANSITION_MS}ms`, '--apo-drawer-max-w': `${MOBILE_DRAWER_MAX_WIDTH}px` } as CSSProperties;
const StyledBackdrop = withContext(ArkDialog.Backdrop, 'backdrop');
const StyledPositioner = withContext(ArkDialog.Positioner, 'positioner');

/** Drawer parts: Root (Ark Dialog props + placement left | right), Backdrop, Positioner, Content, Header, Title, Body, Footer, CloseTrigger, CloseButton. */
export const Drawer = {
  Root: withRootProvider(ArkDialog.Root),
  Trigger: ArkDialog.Trigger,
  Backdrop: (props: ComponentProps<typeof ArkDialog.Backdrop>) => <StyledBackdrop {...props} style={{ ...timing, ...props.style }} />,
  Positioner: (props: ComponentProps<typeof ArkDialog.Positioner>) => (
    <StyledPositioner {...props} style={{ ...timing, ...props.style }} />
  ),
  Content: withContext(ArkDialog.Content, 'content'),
  Header: withContext('div', 'header'),
  Title: withContext(ArkDialog.Title, 'title'),
  Body: withContext('div', 'body'),
  Footer: withContext('div', 'footer'),
  CloseTrigger: ArkDialog.CloseTrigger,
  /** The header's ×; `label` names it (Close filters). */
  CloseButton: DialogCloseButton,
};
