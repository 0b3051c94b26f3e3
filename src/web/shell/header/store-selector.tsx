import { css, cva } from 'styled-system/css';
import { USAGE_LABEL } from '@/domain/usage-type';
import { openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { storeDisplayName } from '@/web/shared/startup/store-chooser/store-status';
import { useStartup } from '@/web/shared/startup/use-startup';
import { ChevronDownIcon, MapPinIcon } from '@/web/ui/shell-icons';
import { loadStoreChooser } from '../lazy-parts';
import { Spinner } from '@/web/ui/spinner';

const selector = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: 'full',
    minH: '10',
    textAlign: 'left',
    cursor: 'pointer',
    color: 'ink',
    '& > svg': { color: 'brand', flexShrink: 0 },
  },
  variants: {
    variant: {
      inline: { px: '3', borderRadius: 'md', _hover: { bg: 'brand.soft' } },
      strip: { px: '4', bg: 'brand.soft', borderTop: '1px solid token(colors.line)' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** The header's store selector: 'Shopping {usage} at {store}', 'Loading Store' or 'Select a Store'; opens the store chooser. */
export function StoreSelector({ variant }: { variant?: 'inline' | 'strip' }) {
  const { store, usageType, isLoadingStore } = useStartup();
  return (
    <button type="button" className={selector({ variant })} onClick={openStoreChooser} onPointerEnter={loadStoreChooser} onFocus={loadStoreChooser} aria-haspopup="dialog">
      <MapPinIcon size={20} />
      <span className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
        {isLoadingStore ? (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' })} role="status">
            <Spinner /> Loading Store
          </span>
        ) : store ? (
          <>
            <span className={css({ fontSize: 'xs', color: 'muted' })}>Shopping {USAGE_LABEL[usageType]} at</span>
            <span className={css({ fontWeight: 'bold', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
              {storeDisplayName(store)}
              <span className={css({ srOnly: true })}>, change store</span>
            </span>
          </>
        ) : (
          <span className={css({ fontWeight: 'bold' })}>Select a Store</span>
        )}
      </span>
      <ChevronDownIcon size={18} />
    </button>
  );
}
