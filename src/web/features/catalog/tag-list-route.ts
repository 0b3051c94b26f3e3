import type { QueryClient } from '@tanstack/react-query';
import type { ListTagKind } from '@/domain/categories';
import { catalogSearchSchema, type CatalogSearch } from '@/web/shared/catalog/filters';
import { loadProductList } from './loaders';
import { guardListTag } from './route-guards';

interface TagListLoad<TParams> {
  context: { queryClient: QueryClient };
  params: TParams;
  deps: CatalogSearch;
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * What the tag lists' routes (/collection/{tag}, /consumption/{tag}, /experience/{tag?}) share: the
 * list's search params, not found for a tag with no list, and the product list's loader. Each route
 * file keeps its components, so the router still splits them into chunks of their own.
 * `TParams` is the route's params as its path reads (the router infers the route's params from it):
 * `{ tag?: string }` where the tag is optional.
 */
export function tagListRoute<TParams extends { tag?: string } = { tag: string }>(kind: ListTagKind) {
  return {
    validateSearch: catalogSearchSchema,
    beforeLoad: ({ params }: { params: TParams }) => guardListTag(kind, params.tag),
    loaderDeps: ({ search }: { search: CatalogSearch }) => search,
    loader: ({ context, params, deps, cause }: TagListLoad<TParams>) => loadProductList(context.queryClient, kind, { tags: params.tag }, deps, cause),
  };
}
