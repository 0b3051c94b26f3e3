import type { AdminCatalogSort } from '@/api/admin-catalog';
import type { Category, StrainType } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import type { CatalogQuery } from '../api/catalog-items';

export const CATALOG_PAGE_SIZE = 50;

/** What the table shows: the usage type, search, the spec's filters, sort and page. */
export interface CatalogView {
  usageType: UsageType;
  search: string;
  category: Category | '';
  strainType: StrainType | '';
  visibility: 'all' | 'visible' | 'hidden';
  stock: 'all' | 'in' | 'out';
  sort: AdminCatalogSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const firstView = (usageType: UsageType): CatalogView => ({ usageType, search: '', category: '', strainType: '', visibility: 'all', stock: 'all', sort: 'name', dir: 'asc', page: 0 });

/** The request for the view: only the filters in use. */
export function catalogQueryOf(view: CatalogView): CatalogQuery {
  const query: CatalogQuery = { usage_type: view.usageType, visibility: view.visibility, stock: view.stock, sort: view.sort, dir: view.dir, limit: CATALOG_PAGE_SIZE, offset: view.page * CATALOG_PAGE_SIZE };
  if (view.search.trim()) query.search = view.search.trim();
  if (view.category) query.category = view.category;
  if (view.strainType) query.strain_type = view.strainType;
  return query;
}
