import { lazy } from 'react';

/** The staff cart, loaded only when a portal user opens /cart (ARCHITECTURE.md: staff code stays out of shoppers' bundles). */
export const LazyStaffCartScreen = lazy(() => import('./staff-cart-screen').then((m) => ({ default: m.StaffCartScreen })));
