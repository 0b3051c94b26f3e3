import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { todayInStoreZone } from '@/server/services/users/local-date';
import { deleteMedicalCard, saveMedicalCard } from '@/server/services/users/medical-cards';
import { toMedicalCard } from '@/server/services/users/user-mappers';
import { deleteMineHandlers } from './delete-mine';

const factory = createFactory<AppEnv>();

/** POST users/op/update-med-card: adds a card or edits one of mine (part 2 §5 "Medical card"). */
export const updateMedCardHandler = factory.createHandlers(requireUser, validate('json', apiPaths.updateMedCard.body), async (c) => {
  const today = todayInStoreZone();
  const card = await saveMedicalCard(c.get('db'), c.get('user').id, c.req.valid('json'), today);
  return c.json(toMedicalCard(card, today));
});

/** POST users_ordering/op/delete-med-card/{id}: deletes one of my cards; any other id is 404. */
export const deleteMedCardHandler = deleteMineHandlers(apiPaths.deleteMedCard, deleteMedicalCard);
