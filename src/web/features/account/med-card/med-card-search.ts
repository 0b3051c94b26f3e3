import * as z from 'zod/mini';
import { ACCOUNT_PATH } from '@/web/shared/account/account-paths';

/**
 * /med-card/{id|new} queries (part 2 §2): pid returns to that product, account to My Account.
 * Bad values are dropped rather than breaking the page.
 */
export const medCardSearchSchema = z.object({
  pid: z.catch(z.optional(z.coerce.string()), undefined),
  account: z.catch(z.optional(z.coerce.string()), undefined),
});
export type MedCardSearch = z.output<typeof medCardSearchSchema>;

export function medCardReturnPath(search: MedCardSearch): string {
  return search.pid ? `/product/${encodeURIComponent(search.pid)}` : ACCOUNT_PATH;
}
