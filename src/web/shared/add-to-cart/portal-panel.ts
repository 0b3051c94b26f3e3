import { createContext, type ComponentType } from 'react';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import type { UsageType } from '@/domain/usage-type';

export interface AddToCartPanelProps {
  product: Product;
  store: Store;
  usageType: UsageType;
}

/**
 * The add-to-cart panel a portal user sees: staff add to the order they started on behalf of a
 * customer (part 2 §6). The product route provides it from the staff feature, loaded on demand, so
 * shared code names no feature and staff code stays out of the shopper's entry bundle.
 */
export const PortalAddToCartPanel = createContext<ComponentType<AddToCartPanelProps> | undefined>(undefined);
