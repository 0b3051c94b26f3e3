import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CatalogSearch } from '@/web/shared/catalog/filters';
import type { SearchChange } from '../screens/product-list-screen';

/**
 * Writes list state to the URL of the current route. Filters and sort push a history entry (Back
 * undoes them); search typing replaces it. The page keeps its scroll position.
 */
export function useSearchChange(): SearchChange {
  const navigate = useNavigate();
  return useCallback(
    (next: CatalogSearch, options?: { replace?: boolean }) =>
      void navigate({ to: '.', search: next as never, replace: options?.replace, resetScroll: false }),
    [navigate],
  );
}
