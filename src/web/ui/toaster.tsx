import { useEffect } from 'react';
import { css, cva } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { dismissToast, toastState, type Toast } from '@/web/state/toasts';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './shell-icons';
import { IconButton } from './icon-button';

/** How long a non-persistent toast stays; persistent ones (server cart warnings) wait for the shopper. */
const TOAST_DURATION_MS = 6000;

const region = css({
  position: 'fixed',
  zIndex: 60,
  // Below the sticky header (HEADER_HEIGHT_MOBILE 95 px, _DESKTOP 72 px, plus 8 px), never over its
  // controls (issue 21: '26' was no spacing token and set 26 px), and clear of the bottom bars.
  top: { base: '103px', burger: '20' },
  left: { base: '3', xs: 'auto' },
  right: { base: '3', xs: '4' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: { base: 'stretch', xs: 'flex-end' },
  gap: '2',
  pointerEvents: 'none',
});

const toast = cva({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    width: { base: 'full', xs: '380px' },
    py: '3',
    pl: '4',
    pr: '1.5',
    borderRadius: 'card',
    boxShadow: 'xl',
    bg: 'ink',
    color: 'white',
    borderLeftWidth: '6px',
    borderLeftStyle: 'solid',
    animation: 'apo-drop-in 200ms ease-out',
    '& > svg': { mt: '0.5', flexShrink: 0, fontSize: 'xl' },
  },
  variants: {
    kind: {
      error: { borderLeftColor: 'red.400' },
      warning: { borderLeftColor: 'amber.400' },
      success: { borderLeftColor: 'emerald.400' },
      info: { borderLeftColor: 'sky.400' },
    },
  },
});

const ICONS = { error: AlertIcon, warning: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

function ToastView({ item }: { item: Toast }) {
  useEffect(() => {
    if (item.persistent) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.persistent]);
  const Icon = ICONS[item.kind];
  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <div className={toast({ kind: item.kind })} role={urgent ? 'alert' : 'status'} data-kind={item.kind}>
      <Icon />
      <p className={css({ flex: '1', py: '0.5', lineHeight: 'snug' })}>{item.message}</p>
      <IconButton aria-label="Dismiss notification" size="sm" variant="inverse" onClick={() => dismissToast(item.id)}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

/** Renders state/toasts.ts (at most 3 at once, part 1 §8). Mount once, in the app shell. */
export function Toaster() {
  const { toasts } = useSnapshot(toastState);
  return (
    <section aria-label="Notifications" className={region}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </section>
  );
}
