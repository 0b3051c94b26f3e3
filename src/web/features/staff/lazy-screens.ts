import { lazy } from 'react';

/** The staff terminal's screens, loaded only when a portal user opens them (ARCHITECTURE.md). */
export const LazyStaffHome = lazy(() => import('./home/staff-home').then((m) => ({ default: m.StaffHome })));
export const LazyOrderQueuePage = lazy(() => import('./queue/order-queue-page').then((m) => ({ default: m.OrderQueuePage })));
export const LazyStaffOrderPage = lazy(() => import('./order/staff-order-page').then((m) => ({ default: m.StaffOrderPage })));
