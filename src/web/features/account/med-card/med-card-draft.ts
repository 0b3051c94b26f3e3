import type { MedicalCard } from '@/api/user';
import { checkCardNumber, checkExpiration } from '@/domain/medical-card';
import type { MedicalCardInput } from '../api/medical-cards';

/** The medical card form as typed: every dropdown holds its text value ('' until chosen). */
export interface MedCardDraft {
  state: string;
  number: string;
  year: string;
  month: string;
  day: string;
}

export function draftOfCard(card: MedicalCard | undefined): MedCardDraft {
  const [year = '', month = '', day = ''] = card?.mmj_card_exp_dt.split('-') ?? [];
  return { state: card?.state ?? '', number: card?.mmj_card_num ?? '', year, month, day };
}

/** All fields are required (part 2 §5 "Medical card"). */
export function isDraftComplete(draft: MedCardDraft): boolean {
  return Boolean(draft.state && draft.number.trim() && draft.year && draft.month && draft.day);
}

export function isDraftChanged(draft: MedCardDraft, initial: MedCardDraft): boolean {
  return (Object.keys(draft) as (keyof MedCardDraft)[]).some((key) => draft[key].trim() !== initial[key].trim());
}

export type DraftCheck = { ok: true; input: MedicalCardInput } | { ok: false; number?: string; date?: string };

/** The state's number format and a future expiration date (src/domain/medical-card.ts). */
export function checkDraft(draft: MedCardDraft, today: string, id: number | undefined): DraftCheck {
  const number = checkCardNumber(draft.state, draft.number);
  const date = checkExpiration(Number(draft.year), Number(draft.month), Number(draft.day), today);
  if (!number.ok || !date.ok) return { ok: false, number: number.ok ? undefined : number.message, date: date.ok ? undefined : date.message };
  return { ok: true, input: { ...(id === undefined ? {} : { id }), state: draft.state, mmj_card_num: number.number, mmj_card_exp_dt: date.date } };
}
