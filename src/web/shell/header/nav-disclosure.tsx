import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { ChevronDownIcon } from '@/web/ui/shell-icons';
import { navItem, type HeaderMenu } from './nav-styles';

const panel = cva({
  base: {
    position: 'absolute',
    top: 'calc(100% + 14px)',
    left: '0',
    zIndex: 40,
    p: '6',
    bg: 'canvas',
    border: '1px solid',
    borderColor: 'line',
    borderRadius: 'card',
    boxShadow: 'xl',
    animation: 'apo-drop-in 160ms ease-out',
    _hidden: { display: 'none' },
  },
  variants: { wide: { true: { width: '760px' }, false: { width: '360px' } } },
  defaultVariants: { wide: false },
});

export interface NavDisclosureProps {
  id: Exclude<HeaderMenu, null>;
  label: string;
  open: boolean;
  onToggle: (menu: HeaderMenu) => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A navigation disclosure (WAI-ARIA disclosure navigation menu): the button toggles a panel of
 * links; Escape, a click outside or tabbing away closes it. No popup library in the first load.
 */
export function NavDisclosure({ id, label, open, onToggle, children, wide = false }: NavDisclosureProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onToggle(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onToggle]);

  return (
    <div
      ref={root}
      className={css({ position: 'relative' })}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) onToggle(null);
      }}
    >
      <button ref={button} type="button" className={navItem} aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(open ? null : id)}>
        {label} <ChevronDownIcon />
      </button>
      <div id={panelId} hidden={!open} className={panel({ wide })}>
        {children}
      </div>
    </div>
  );
}
