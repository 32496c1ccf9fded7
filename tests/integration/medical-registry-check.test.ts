import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderProblemMessage } from '#lib/checkout/order-problem-message.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { checkoutStanding } from '#server/checkout/index.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/index.ts';
import type { SourceFailureKind } from '#server/inventory/inventory-source.ts';
import { placeOrder, type PlaceOrderInput, type PlaceOrderOutcome } from '#server/orders/place-order.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { RegistrySource } from '../support/registry-source.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';
import { getStoreSettings, listStoreSettings } from '#server/settings/index.ts';
import { POST as standingEndpoint } from '../../src/pages/api/checkout/standing.ts';

/**
 * The registry's word before a medical order (decision 80): at a store whose stock comes from
 * Metrc or its point of sale, the patient's card and remaining allotment are asked before the
 * placing transaction; an inactive card or an order over the allotment is refused with the
 * numbers and writes nothing; a source that fails lets the order flow, marked 'unavailable' for
 * the 72-hour review. A store whose synced stock is over 15 minutes old takes no orders.
 */

const NOW = WEDNESDAY_AFTERNOON;
const EIGHTH_MG = 3544;
const MINUTE = 60_000;
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start;
const CARD = 'MM-2024-1234';

let people = 0;

function order(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  people += 1;
  return {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'medical',
    contact: {
      name: `Patient ${people}`,
      email: `patient${people}@example.com`,
      phone: `7345553${String(people).padStart(3, '0')}`,
      birthdate: '1980-02-02',
    },
    medicalCard: { number: CARD, expiresOn: '2027-12-31' },
    pickupSlotStart: SLOT,
    notes: '',
    lines: [],
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
    ...overrides,
  };
}

describe(`the registry check before a medical order on ${testEngine}`, () => {
  let db: Database;
  let eighth: string;
  let source: RegistrySource;
  const sourceFor = () => source;
  const eighths = (quantity: number) => [{ variantId: eighth, quantity }];
  const place = (input: PlaceOrderInput, waitMs = 1_000) => placeOrder(db, input, { registry: { sourceFor, waitMs } });

  async function setSource(
    kind: 'own' | 'metrc' | 'pos',
    lastSyncedAt: Date | null = new Date(NOW.getTime() - MINUTE),
  ) {
    await db.query(
      `update store_inventory_sources set kind = $1, pos_vendor = case when $1 = 'pos' then 'dutchie' end,
              last_synced_at = $2 where store_id = public.default_store_id()`,
      [kind, lastSyncedAt],
    );
  }

  async function written(outcome: PlaceOrderOutcome): Promise<{ registry_check: string | null }> {
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problem)}`);
    const [row] = await db.query<{ registry_check: string | null }>('select registry_check from orders where id = $1', [
      outcome.order.id,
    ]);
    return row!;
  }

  async function counts(): Promise<{ orders: number; stock: number }> {
    const [row] = await db.query<{ orders: number; stock: number }>(
      'select (select count(*)::int from orders) as orders, (select stock from variants where id = $1) as stock',
      [eighth],
    );
    return row!;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 10_000, limit: { category: 'flower', amount: EIGHTH_MG } },
      ],
    });
    eighth = (await db.query<{ id: string }>('select id from variants'))[0]!.id;
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    source = new RegistrySource().setPatient(CARD, { active: true, flowerOuncesAvailable: 2.5 });
    await setSource('metrc');
    // Each test's patient starts the day without orders.
    await db.query("update orders set status = 'cancelled' where status <> 'cancelled'");
  });

  it('places an order within the allotment, recorded as checked', async () => {
    const outcome = await place(order({ lines: eighths(2) }));
    expect(await written(outcome)).toEqual({ registry_check: 'ok' });
    expect(source.asked).toEqual(['MM20241234']);
  });

  it('refuses an order over the allotment with both numbers, writing nothing', async () => {
    source.setPatient(CARD, { active: true, flowerOuncesAvailable: 0.75 });
    const before = await counts();
    // 10 eighths: 35 440 mg, 1.25 oz.
    const outcome = await place(order({ lines: eighths(10) }));
    expect(outcome).toEqual({
      ok: false,
      problem: { code: 'registry_allotment', sourceName: 'Metrc', orderMg: 35_440, availableMg: 21_262 },
    });
    if (outcome.ok) return;
    expect(orderProblemMessage(outcome.problem)).toBe(
      'This order is 1.25 oz of flower equivalent; Metrc says you may buy 0.75 oz more today. Remove some of it to continue.',
    );
    expect(await counts()).toEqual(before);
    // Six eighths (0.75 oz, 21 264 mg) is 2 mg over what Metrc gives: refused too; five fit.
    expect(await place(order({ lines: eighths(6) }))).toMatchObject({
      ok: false,
      problem: { code: 'registry_allotment' },
    });
    expect(await written(await place(order({ lines: eighths(5) })))).toEqual({ registry_check: 'ok' });
  });

  it('refuses an order on a card the registry shows as not active', async () => {
    source.setPatient(CARD, { active: false, flowerOuncesAvailable: 2.5 });
    const before = await counts();
    const outcome = await place(order({ lines: eighths(1) }));
    expect(outcome).toMatchObject({ ok: false, problem: { code: 'registry_inactive', sourceName: 'Metrc' } });
    if (outcome.ok) return;
    expect(orderProblemMessage(outcome.problem)).toMatch(/^Metrc shows your registry card 'XXXX-1234' as not active/);
    expect(await counts()).toEqual(before);
  });

  it('still counts the store’s own limits when the registry gives more room', async () => {
    // 21 eighths is 74 424 mg, over Michigan's 2.5 oz a day whatever Metrc says.
    source.setPatient(CARD, { active: true, flowerOuncesAvailable: 5 });
    const outcome = await place(order({ lines: eighths(21) }));
    expect(outcome).toMatchObject({ ok: false, problem: { code: 'limit' } });
  });

  const failures: SourceFailureKind[] = [
    'unavailable',
    'rate-limited',
    'credentials',
    'forbidden',
    'refused',
    'malformed',
  ];
  it.each(failures)('lets the order flow, marked unavailable, when the source fails as %s', async (kind) => {
    source.failWith(kind);
    const outcome = await place(order({ lines: eighths(2) }));
    expect(await written(outcome)).toEqual({ registry_check: 'unavailable' });
    expect(source.asked).toHaveLength(1);
  });

  it('lets the order flow, marked unavailable, when the source does not answer in time', async () => {
    source.failWith('silent');
    const outcome = await place(order({ lines: eighths(2) }), 20);
    expect(await written(outcome)).toEqual({ registry_check: 'unavailable' });
  });

  it('lets the order flow, marked unavailable, when no source is connected for the store', async () => {
    const outcome = await placeOrder(db, order({ lines: eighths(2) }));
    expect(await written(outcome)).toEqual({ registry_check: 'unavailable' });
  });

  it('asks through a point of sale as through Metrc', async () => {
    await setSource('pos');
    expect(await written(await place(order({ lines: eighths(1) })))).toEqual({ registry_check: 'ok' });
    expect(source.asked).toHaveLength(1);
  });

  it('never asks for an adult-use order, nor at a store keeping its own stock', async () => {
    const adult = await place(order({ mode: 'adult', medicalCard: null, lines: eighths(1) }));
    expect(await written(adult)).toEqual({ registry_check: null });
    await setSource('own', null);
    const medical = await place(order({ lines: eighths(1) }));
    expect(await written(medical)).toEqual({ registry_check: null });
    expect(source.asked).toEqual([]);
  });

  it('refuses ordering at a store whose synced stock is over 15 minutes old, and places once it is current', async () => {
    await setSource('metrc', new Date(NOW.getTime() - 22 * MINUTE));
    const before = await counts();
    const stale = await place(order({ mode: 'adult', medicalCard: null, lines: eighths(1) }));
    expect(stale).toMatchObject({ ok: false, problem: { code: 'stock_stale', minutes: 22 } });
    if (stale.ok) return;
    const [store] = await db.query<{ name: string; phone: string }>(
      'select name, phone from stores where id = public.default_store_id()',
    );
    expect(orderProblemMessage(stale.problem)).toBe(
      `${store!.name}'s stock was last confirmed 22 minutes ago, so online ordering waits until it is current again. Please try again shortly${store!.phone ? ` or call ${store!.phone}` : ''}.`,
    );
    expect(await counts()).toEqual(before);

    await setSource('metrc', null);
    expect(await place(order({ lines: eighths(1) }))).toMatchObject({
      ok: false,
      problem: { code: 'stock_stale', minutes: 'never' },
    });

    await setSource('metrc', new Date(NOW.getTime() - 15 * MINUTE));
    expect(await written(await place(order({ lines: eighths(1) })))).toEqual({ registry_check: 'ok' });
  });

  describe('what the checkout shows before placing', () => {
    const standing = (medicalCardNumber: string | undefined, clientAddress = '203.0.113.7', waitMs = 1_000) =>
      db
        .query<{ id: string }>('select public.default_store_id() as id')
        .then(([store]) =>
          checkoutStanding(
            db,
            { storeId: store!.id, mode: 'medical', medicalCardNumber },
            { sourceFor, clientAddress, now: NOW, waitMs },
          ),
        );

    it('shows the registry’s figures once the card is entered', async () => {
      expect(await standing('MM20241234')).toEqual({
        stockProblem: null,
        registry: { state: 'active', sourceName: 'Metrc', flowerMgAvailable: 70_873 },
        registryMessage: 'Metrc: card active, 2.5 oz of flower equivalent left today.',
      });
      expect(await standing(undefined)).toEqual({ stockProblem: null, registry: null, registryMessage: null });
    });

    it('says the registry is not answering instead of failing', async () => {
      source.failWith('unavailable');
      expect((await standing('MM20241234')).registryMessage).toBe(
        "Metrc isn't answering; the store will check your allotment at pickup.",
      );
      source.failWith('silent');
      expect((await standing('MM20241234', '203.0.113.7', 20)).registry).toEqual({
        state: 'unavailable',
        sourceName: 'Metrc',
      });
    });

    it('says a store’s stock is too old to order from', async () => {
      await setSource('metrc', new Date(NOW.getTime() - 40 * MINUTE));
      expect((await standing(undefined)).stockProblem).toMatch(/stock was last confirmed 40 minutes ago/);
    });

    it('refuses a card asked about too often with a 429, before asking the registry', async () => {
      const card = 'MM99998888';
      source.setPatient(card, { active: true, flowerOuncesAvailable: 1 });
      for (let asked = 0; asked < 10; asked++) await standing(card, `198.51.100.${asked}`);
      const refused = await standing(card, '198.51.100.200').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Refusal);
      expect((refused as Refusal).status).toBe(429);
      expect(source.asked.filter((asked) => asked === card)).toHaveLength(10);
    });
  });

  describe('POST /api/checkout/standing', () => {
    /** The endpoint as the server runs it: a real request, the test database, the server clock at NOW. */
    async function ask(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
      const request = new Request('http://store.test/api/checkout/standing', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const locals = {
        db,
        clock: { now: () => NOW },
        clientAddress: '192.0.2.44',
        inventorySourceFor: sourceFor,
        storeSettings: () => getStoreSettings(db),
        stores: () => listStoreSettings(db),
      };
      const response = await standingEndpoint({ request, locals } as unknown as APIContext);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('answers the registry’s word for a card typed any way', async () => {
      const answer = await ask({ mode: 'medical', medicalCardNumber: 'mm 2024 1234' });
      expect(answer).toEqual({
        status: 200,
        body: expect.objectContaining({
          registryMessage: 'Metrc: card active, 2.5 oz of flower equivalent left today.',
        }),
      });
      expect(source.asked).toEqual(['MM20241234']);
    });

    it('answers 200 with a sentence when the registry fails, never a server error', async () => {
      source.failWith('credentials');
      const answer = await ask({ mode: 'medical', medicalCardNumber: 'MM20241234' });
      expect(answer.status).toBe(200);
      expect(answer.body.registryMessage).toBe("Metrc isn't answering; the store will check your allotment at pickup.");
    });

    it('refuses what is not a card, a store that is none, or no menu, with a 400 and asks nothing', async () => {
      for (const body of [
        { mode: 'medical', medicalCardNumber: '!!' },
        { mode: 'medical', store: 'nowhere', medicalCardNumber: 'MM20241234' },
        { mode: 'recreational' },
        [],
      ]) {
        const answer = await ask(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      expect(source.asked).toEqual([]);
    });
  });
});
