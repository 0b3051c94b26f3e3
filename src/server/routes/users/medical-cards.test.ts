import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { deletedResponseSchema, medicalCardSchema, USER_MESSAGES } from '@/api/user';
import { CARD_FORMAT_ERROR, cardFormatHint, INVALID_DATE_ERROR, PAST_DATE_ERROR } from '@/domain/medical-card';
import { medicalCards } from '@/server/db/schema';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/update-med-card and users_ordering/op/delete-med-card/{id} (part 2 §5 "Medical card"). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const OH_NUMBER = '1234-5678-9012-3456-7890';
const FUTURE = `${new Date().getUTCFullYear() + 2}-06-30`;
const saveCard = (auth: Record<string, string>, json: Record<string, unknown>) => app.post(userPaths.updateMedCard.path, auth, json);
const deleteCard = (auth: Record<string, string>, id: number) => app.post(userPaths.deleteMedCard.path.replace('{id}', String(id)), auth);
const cardsOf = (userId: number) => app.db.select().from(medicalCards).where(eq(medicalCards.userId, userId));

describe('POST users/op/update-med-card', () => {
  test('an OH card with a bad number answers 400 with the Ohio format; the good number is saved', async () => {
    const { user, auth } = await app.shopper();
    const bad = await saveCard(auth, { state: 'OH', mmj_card_num: '1234567890', mmj_card_exp_dt: FUTURE });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ mmj_card_num: [cardFormatHint('OH')] });
    expect(await cardsOf(user.id)).toEqual([]);

    const good = await saveCard(auth, { state: 'oh', mmj_card_num: OH_NUMBER, mmj_card_exp_dt: FUTURE });
    expect(good.status).toBe(200);
    expect(medicalCardSchema.parse(good.body)).toMatchObject({ state: 'OH', mmj_card_num: OH_NUMBER, mmj_card_last4: '7890', mmj_card_exp_dt: FUTURE, is_expired: false });
  });

  test.each([
    ['FL', 'p1234567', 'P1234567'],
    ['IL', 'mqp.abc1234', 'MQP.ABC1234'],
    ['NY', ' any-number ', 'any-number'],
  ])('%s numbers are stored as the format says (%s -> %s)', async (state, typed, storedNumber) => {
    const { auth } = await app.shopper();
    const response = await saveCard(auth, { state, mmj_card_num: typed, mmj_card_exp_dt: FUTURE });
    expect(response.status).toBe(200);
    expect(response.body.mmj_card_num).toBe(storedNumber);
  });

  test.each([
    ['FL', 'X1234567', cardFormatHint('FL')],
    ['IL', 'QP1234567', cardFormatHint('IL')],
    ['NY', '   ', CARD_FORMAT_ERROR],
  ])('a bad %s number answers its message', async (state, number, message) => {
    const { auth } = await app.shopper();
    const response = await saveCard(auth, { state, mmj_card_num: number, mmj_card_exp_dt: FUTURE });
    expect(response.status).toBe(400);
    expect(response.body.fields.mmj_card_num).toEqual([message]);
  });

  test.each([
    ['a past date', '2020-01-31', PAST_DATE_ERROR],
    ['a date that does not exist', `${new Date().getUTCFullYear() + 1}-02-30`, INVALID_DATE_ERROR],
  ])('%s answers 400 under mmj_card_exp_dt', async (_case, date, message) => {
    const { auth } = await app.shopper();
    const response = await saveCard(auth, { state: 'OH', mmj_card_num: OH_NUMBER, mmj_card_exp_dt: date });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ mmj_card_exp_dt: [message] });
  });

  test('with an id it edits that card; a second card for the same state without id updates it too', async () => {
    const { user, auth } = await app.shopper();
    const created = await saveCard(auth, { state: 'NY', mmj_card_num: 'NY-0001', mmj_card_exp_dt: FUTURE });
    const edited = await saveCard(auth, { id: created.body.id, state: 'NY', mmj_card_num: 'NY-0002', mmj_card_exp_dt: FUTURE });
    expect(edited.body).toMatchObject({ id: created.body.id, mmj_card_num: 'NY-0002' });
    const again = await saveCard(auth, { state: 'NY', mmj_card_num: 'NY-0003', mmj_card_exp_dt: FUTURE });
    expect(again.body).toMatchObject({ id: created.body.id, mmj_card_num: 'NY-0003' });
    expect(await cardsOf(user.id)).toHaveLength(1);
  });

  test('the state of an existing card cannot change (409)', async () => {
    const { auth } = await app.shopper();
    const created = await saveCard(auth, { state: 'NY', mmj_card_num: 'NY-0001', mmj_card_exp_dt: FUTURE });
    const response = await saveCard(auth, { id: created.body.id, state: 'OH', mmj_card_num: OH_NUMBER, mmj_card_exp_dt: FUTURE });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: USER_MESSAGES.cardStateFixed });
  });

  test("another user's card id answers 404 with none of their card, and their card is unchanged", async () => {
    const owner = await app.shopper();
    const theirs = await saveCard(owner.auth, { state: 'OH', mmj_card_num: OH_NUMBER, mmj_card_exp_dt: FUTURE });
    const { auth } = await app.shopper();
    const response = await saveCard(auth, { id: theirs.body.id, state: 'OH', mmj_card_num: '9999-9999-9999-9999-9999', mmj_card_exp_dt: FUTURE });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: USER_MESSAGES.cardNotFound });
    expect((await cardsOf(owner.user.id))[0]!.cardNumber).toBe(OH_NUMBER);
  });
});

describe('POST users_ordering/op/delete-med-card/{id}', () => {
  test('deletes my card and answers its id', async () => {
    const { user, auth } = await app.shopper();
    const created = await saveCard(auth, { state: 'NY', mmj_card_num: 'NY-0001', mmj_card_exp_dt: FUTURE });
    const response = await deleteCard(auth, created.body.id);
    expect(response.status).toBe(200);
    expect(deletedResponseSchema.parse(response.body)).toEqual({ ok: true, id: created.body.id });
    expect(await cardsOf(user.id)).toEqual([]);
  });

  test("another user's card or an unknown id answers 404 and deletes nothing", async () => {
    const owner = await app.shopper();
    const theirs = await saveCard(owner.auth, { state: 'NY', mmj_card_num: 'NY-0001', mmj_card_exp_dt: FUTURE });
    const { auth } = await app.shopper();
    for (const id of [theirs.body.id, 999_999]) {
      const response = await deleteCard(auth, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: USER_MESSAGES.cardNotFound });
    }
    expect(await cardsOf(owner.user.id)).toHaveLength(1);
  });

  test('an id that is not a number answers 400', async () => {
    const { auth } = await app.shopper();
    expect((await app.post('/users_ordering/op/delete-med-card/abc', auth)).status).toBe(400);
  });
});
