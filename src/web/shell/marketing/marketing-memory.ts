import * as z from 'zod/mini';
import type { MarketingDialogHistory } from '@/domain/marketing-dialog';
import { readRememberedJson, writeRemembered } from '../promo-dialog/remembered-storage';

const HISTORY_KEY = 'apotheca_marketing_dialog';

const historySchema = z.object({
  signedUpAt: z.optional(z.number()),
  ignoredAt: z.optional(z.number()),
  dismissedAt: z.optional(z.number()),
});

/**
 * What the shopper did with the marketing dialog (src/domain/marketing-dialog.ts). Kept in
 * localStorage with personalization consent, else for this visit only (promo-dialog/remembered-storage.ts).
 */
export function loadMarketingHistory(): MarketingDialogHistory {
  const parsed = historySchema.safeParse(readRememberedJson(HISTORY_KEY));
  return parsed.success ? parsed.data : {};
}

export function rememberMarketingAnswer(answer: keyof MarketingDialogHistory, at: number): void {
  writeRemembered(HISTORY_KEY, JSON.stringify({ ...loadMarketingHistory(), [answer]: at }));
}
