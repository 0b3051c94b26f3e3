import { getRouteApi } from '@tanstack/react-router';
import { tagLabel } from '@/domain/categories';
import { ProductListScreen } from '../screens/product-list-screen';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/consumption/$tag');

/** /consumption/{tag}: products by consumption method, split into category sections. */
export function ConsumptionPage() {
  const search = route.useSearch();
  const { tag } = route.useParams();
  return (
    <ProductListScreen
      listKind="consumption"
      layout="sections"
      base={{ tags: tag }}
      title={tagLabel(tag)}
      search={search}
      onSearchChange={useSearchChange()}
    />
  );
}
