import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { insertDeal } from '../support/menu-fixtures.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';

const MIGRATION = '20261206070100';

/**
 * Orders placed before first-visit and birthday deals were marked on the order: the ones still
 * waiting for pickup take the mark from their deals, so the queue asks for the ID on them too.
 */
describe(`orders already waiting for pickup, after 20261206070100_order_deal_id_checks on ${testEngine}`, () => {
  let db: Database;

  async function insertOrder(number: string, status: string, discounts: object[]): Promise<void> {
    await db.query(
      `insert into orders (number, status, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start, pickup_slot_end,
                           subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key, discounts)
       values ($1, $2, 'adult', 'Fran First', 'fran@example.com', '7345550188', '1991-11-02',
               timestamptz '2026-12-05 17:00+00', timestamptz '2026-12-05 17:30+00', 5000, 1250, 375, 248, 4373, md5($1), $3::text::jsonb)`,
      [number, status, JSON.stringify(discounts)],
    );
  }
  const discountsOf = async (number: string) =>
    (await db.query<{ discounts: unknown }>('select discounts from orders where number = $1', [number]))[0]!.discounts;

  const welcome = { slug: 'welcome', title: 'First order 15% off', savingsCents: 750 };
  const birthday = { slug: 'birthday', title: 'Birthday month $5 off', savingsCents: 500 };
  const harvest = { slug: 'harvest', title: 'Harvest sale', savingsCents: 250 };
  const points = { slug: 'rewards', title: '200 rewards points', savingsCents: 1000 };

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.version === MIGRATION);
    await migrate(db, migrations.slice(0, at));
    await insertDeal(db, { slug: 'welcome', kind: 'percent_off', percentOff: 15, eligibility: 'first_time' });
    await insertDeal(db, { slug: 'birthday', kind: 'amount_off', amountOffCents: 500, eligibility: 'birthday' });
    await insertDeal(db, { slug: 'harvest', kind: 'percent_off', percentOff: 5 });
    await insertOrder('RR-OPEN01', 'placed', [welcome, harvest, points]);
    await insertOrder('RR-OPEN02', 'ready', [birthday]);
    await insertOrder('RR-OPEN03', 'accepted', [harvest]);
    await insertOrder('RR-DONE01', 'picked_up', [welcome]);
    await migrate(db, migrations.slice(at));
  }, 120_000);
  afterAll(() => db.close());

  it('marks the first-visit and birthday deals of open orders, in their order, and nothing else', async () => {
    expect(await discountsOf('RR-OPEN01')).toEqual([{ ...welcome, checkId: 'first_time' }, harvest, points]);
    expect(await discountsOf('RR-OPEN02')).toEqual([{ ...birthday, checkId: 'birthday' }]);
    expect(await discountsOf('RR-OPEN03')).toEqual([harvest]);
  });

  it('leaves finished orders as they were placed', async () => {
    expect(await discountsOf('RR-DONE01')).toEqual([welcome]);
  });
});
