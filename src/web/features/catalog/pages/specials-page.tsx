import { getRouteApi } from '@tanstack/react-router';
import { dealsLabel } from '@/domain/store-state';
import { SpecialsShelf } from '../components/specials-shelf';
import { ProductListScreen } from '../screens/product-list-screen';
import { useShoppingContext } from '../shopping-context';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/specials');
const ON_SPECIAL = { on_special: true } as const;

/** /specials: the store's browseable specials, then the products on special. */
export function SpecialsPage() {
  const search = route.useSearch();
  const { context } = useShoppingContext();
  const title = context ? dealsLabel({ state: context.store.state, usage: context.usageType, isMainBrand: context.isMainBrand }) : 'Specials';
  return (
    <ProductListScreen
      listKind="specials"
      base={ON_SPECIAL}
      title={title}
      intro={context && <SpecialsShelf context={context} />}
      search={search}
      onSearchChange={useSearchChange()}
    />
  );
}
