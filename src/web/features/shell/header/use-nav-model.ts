import { useQuery } from '@tanstack/react-query';
import { useStartup } from '@/web/features/startup/use-startup';
import { storeSpecialsQueryOptions } from '../api/get-store-specials';
import { buildNavModel, type NavModel } from './nav-model';

/** The header and mobile nav's menus for the current brand, store and usage type. */
export function useNavModel(): NavModel {
  const { store, storeContext, isLoadingStore, usageType } = useStartup();
  const specials = useQuery(storeSpecialsQueryOptions(store?.id, usageType));
  // Featured articles come from the content service (a later issue); until then Learn is a plain link.
  return buildNavModel({ ctx: storeContext, store, isLoadingStore, specials: specials.data?.data ?? [] });
}
