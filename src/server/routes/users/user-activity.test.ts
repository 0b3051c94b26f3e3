import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { userActivitySchema } from '@/api/user';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/update-activity (part 2 §3 "User activity": type and version; the dialogs' timing reads them). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const record = (auth: Record<string, string>, json: object) => app.post(userPaths.updateActivity.path, auth, json);
const parseActivities = (body: { user_activities: unknown[] }) => body.user_activities.map((activity) => userActivitySchema.parse(activity));

describe('POST users/op/update-activity', () => {
  test('appends the activity with its time and keeps the others', async () => {
    const { auth } = await app.shopper();
    await record(auth, { type: 'transaction_message_agreement', version: '1.0' });
    const response = await record(auth, { type: 'marketing_dialog_ignore', version: '1.0' });
    expect(response.status).toBe(200);
    const activities = parseActivities(response.body);
    expect(activities.map((activity) => activity.type)).toEqual(['transaction_message_agreement', 'marketing_dialog_ignore']);
    expect(Number.isNaN(Date.parse(activities[1]!.created!))).toBe(false);
  });

  test('the same type and version again is not duplicated; its time moves forward', async () => {
    const { auth } = await app.shopper();
    const first = parseActivities((await record(auth, { type: 'sms_confirm_ignore', version: '1.0' })).body);
    const second = parseActivities((await record(auth, { type: 'sms_confirm_ignore', version: '1.0' })).body);
    expect(second).toHaveLength(1);
    expect(Date.parse(second[0]!.created!)).toBeGreaterThanOrEqual(Date.parse(first[0]!.created!));
    const otherVersion = parseActivities((await record(auth, { type: 'sms_confirm_ignore', version: '2.0' })).body);
    expect(otherVersion).toHaveLength(2);
  });

  test('an unknown type or a missing version answers 400', async () => {
    const { auth } = await app.shopper();
    expect((await record(auth, { type: 'hacked', version: '1.0' })).status).toBe(400);
    expect((await record(auth, { type: 'marketing_dialog_ignore' })).status).toBe(400);
    expect((await app.post(userPaths.getMe.path, auth)).body.user_activities).toEqual([]);
  });
});
