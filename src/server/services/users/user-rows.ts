import type { medicalCards, userAddresses, users, userStoreAssociations } from '@/server/db/schema';

/** Row types of the account tables, named once for the users services. */
export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof userAddresses.$inferSelect;
export type MedicalCardRow = typeof medicalCards.$inferSelect;
export type AssociationRow = typeof userStoreAssociations.$inferSelect;
