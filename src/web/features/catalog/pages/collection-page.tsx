import { getRouteApi } from '@tanstack/react-router';
import { tagLabel } from '@/domain/categories';
import { ProductListScreen } from '../screens/product-list-screen';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/collection/$tag');

/** /collection/{tag}: a collection (best-for-beginners, staff-picks, ...). */
export function CollectionPage() {
  const search = route.useSearch();
  const { tag } = route.useParams();
  return (
    <ProductListScreen
      listKind="collection"
      base={{ tags: tag }}
      title={tagLabel(tag)}
      search={search}
      onSearchChange={useSearchChange()}
    />
  );
}
