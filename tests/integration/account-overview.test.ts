import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { loadAccountOverview } from '#server/customers/account-overview.ts';
import { addRewardEntry } from '#server/rewards/rewards-ledger.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

describe(`the account overview's points on ${testEngine}`, () => {
  let db: Database;
  const people: Record<'ada' | 'ben', string> = { ada: '', ben: '' };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    for (const name of ['ada', 'ben'] as const) {
      const outcome = await testBrowser(db).signUp({
        email: `${name}@example.com`,
        password: 'Maple kettle harbor 71',
        fullName: name,
      });
      people[name] = (outcome as { user: { id: string } }).user.id;
    }
  });
  afterAll(() => db.close());

  it("shows the customer's own balance, what it buys now and the next reward, from the store's tiers", async () => {
    await addRewardEntry(db, { customerId: people.ada, points: 200, reason: 'adjustment', note: 'Welcome' });
    await addRewardEntry(db, { customerId: people.ada, points: 50, reason: 'birthday' });
    await addRewardEntry(db, { customerId: people.ben, points: 90, reason: 'adjustment' });

    // The store's default tiers: 100 points for $5, 250 for $15, 500 for $35.
    const settings = await getStoreSettings(db);
    const ada = await loadAccountOverview(db, { id: people.ada }, settings);
    expect(ada.points).toEqual({
      balance: 250,
      now: { points: 250, discountCents: 1500 },
      next: { points: 500, discountCents: 3500, pointsToGo: 250 },
    });
    const ben = await loadAccountOverview(db, { id: people.ben }, settings);
    expect(ben.points).toEqual({ balance: 90, now: null, next: { points: 100, discountCents: 500, pointsToGo: 10 } });
  });

  it('follows the tiers when the store changes them', async () => {
    await db.query(
      `update store_settings set rewards_redemption_tiers = '[{"points": 200, "discountCents": 1000}]'::jsonb`,
    );
    const ada = await loadAccountOverview(db, { id: people.ada }, await getStoreSettings(db));
    expect(ada.points).toEqual({ balance: 250, now: { points: 200, discountCents: 1000 }, next: null });
  });
});
