/**
 * Cart and order keys now live with every other query key (data/query-keys.ts); this module stays
 * for the offline write modules that still import it from here.
 */
export { cartKeys, orderKeys } from '@/web/data/query-keys';
