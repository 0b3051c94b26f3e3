import { lazy, Suspense, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { FilterDrawerProps } from './filter-drawer';
import { secondaryButton } from './styles';

const loadDrawer = () => import('./filter-drawer');
const LazyFilterDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FilterDrawer })));

type Props = Omit<FilterDrawerProps, 'open' | 'onOpenChange' | 'finalFocusEl'>;

/** The 'Filters' button of small screens; the drawer's code loads on hover, focus or the first tap. */
export function FilterDrawerButton(props: Props) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (open && !mounted) setMounted(true);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${secondaryButton} ${css({ display: { base: 'inline-flex', sm: 'none' } })}`}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => setOpen(true)}
      >
        Filters{props.activeCount > 0 ? ` (${props.activeCount})` : ''}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyFilterDrawer {...props} open={open} onOpenChange={setOpen} finalFocusEl={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}
