import * as z from 'zod/mini';
import { INQUIRY_TYPES, LOYALTY_SUB_SECTIONS } from '@/domain/contact-sections';

/** /contact?section=&sub_section= (part 2 §2): each preselects its choice; anything unknown is dropped. */
export const contactSearchSchema = z.object({
  section: z.catch(z.optional(z.enum(INQUIRY_TYPES)), undefined),
  sub_section: z.catch(z.optional(z.enum(LOYALTY_SUB_SECTIONS)), undefined),
});
export type ContactSearch = z.infer<typeof contactSearchSchema>;

/** The navigation state /contact reads: the store page passes { storeId, storeSlug }, or under `from`. */
const storeStateSchema = z.object({ storeId: z.int() });
const navigationStateSchema = z.union([storeStateSchema, z.object({ from: storeStateSchema })]);

export function storeIdFromState(state: unknown): number | undefined {
  const parsed = navigationStateSchema.safeParse(state);
  if (!parsed.success) return undefined;
  return 'from' in parsed.data ? parsed.data.from.storeId : parsed.data.storeId;
}
