import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SourceReceipt } from '#lib/inventory/source-records.ts';
import { reconciliationCsv, salesUploadNotices } from '#lib/inventory/sales-uploads.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import type { Database } from '#server/db/database.ts';
import { deliverSalesReceipts } from '#server/inventory/index.ts';
import {
  loadMedicalSalesReview,
  loadSalesReconciliation,
  queueSaleVoid,
  salesUploadStatus,
} from '#server/inventory/admin/index.ts';
import { getOrderDetail, moveOrderAsStaff } from '#server/orders/admin/index.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { RecordingSalesSource } from '../support/recording-sales-source.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

/**
 * The sales outbox (decision 79) on a real database: a handover at a store whose stock is Metrc's
 * draws its packages earliest expiry first and queues one receipt; the upload job sends it through
 * an in-memory source that can fail every way Metrc does, waits exactly as long as each failure
 * asks under a test clock, never records a sale twice (the lost answer included, and two runs at
 * once), and the banner, the reconciliation and the medical review read the result.
 */

const SLOTS = pickupSlots({
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '21:00' })),
  timeZone: TIME_ZONE,
  slotMinutes: 30,
  now: WEDNESDAY_AFTERNOON,
});
const HANDOVER = new Date('2026-11-25T20:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const at = (ms: number) => new Date(HANDOVER.getTime() + ms);
/** No jitter: the waits are the base waits exactly. */
const noJitter = () => 0;

describe(`the sales outbox on ${testEngine}`, () => {
  let db: Database;
  let store: string;
  let eighth: string;
  let gummies: string;
  const actor = { id: null, email: 'riley@example.com' };

  async function place(overrides: Partial<PlaceOrderInput> = {}) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Gale Guest', email: 'gale@example.com', phone: '7345550199', birthdate: '1985-01-02' },
      medicalCard: null,
      pickupSlotStart: SLOTS[2]!.start,
      notes: '',
      lines: [{ variantId: eighth, quantity: 3 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }
  async function handOver(orderId: string, now = HANDOVER) {
    for (const to of ['accepted', 'ready', 'picked_up'] as const) {
      await moveOrderAsStaff(db, actor, orderId, to, { now });
    }
  }
  async function packageRow(label: string, variantId: string, extra: Record<string, unknown> = {}) {
    const row = {
      unit_of_measure: 'Each',
      quantity: 10,
      expires_on: null,
      created_at: '2026-10-01T00:00:00Z',
      on_hold: false,
      lab_state: 'TestPassed',
      gone_at: null,
      pool: 'all',
      confirmed_at: '2026-11-25T12:00:00Z',
      ...extra,
    };
    await db.query(
      `insert into store_packages (store_id, label, item_name, variant_id, unit_of_measure, quantity, expires_on,
                                   created_at, on_hold, lab_state, gone_at, pool, confirmed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        store,
        label,
        `Item ${label}`,
        variantId,
        row.unit_of_measure,
        row.quantity,
        row.expires_on,
        row.created_at,
        row.on_hold,
        row.lab_state,
        row.gone_at,
        row.pool,
        row.confirmed_at,
      ],
    );
  }
  const receiptOf = async (orderId: string) =>
    (
      await db.query<{
        state: string;
        attention_reason: string | null;
        payload: SourceReceipt & { soldAt: string };
        attempts: number;
        failures: number;
        next_attempt_at: Date | null;
        last_error: string;
        source_id: string | null;
        sent_at: Date | null;
        sold_at: Date;
      }>(`select * from sales_receipts where order_id = $1 and kind = 'sale'`, [orderId])
    )[0];
  const sourceRow = async () =>
    (
      await db.query<{
        credentials_state: string;
        credentials_problem: string;
        down_since: Date | null;
        last_error: string;
      }>(
        'select credentials_state, credentials_problem, down_since, last_error from store_inventory_sources where store_id = $1',
        [store],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'edibles');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', weightMg: 3500, price: 3500, stock: 500, limit: { category: 'flower', amount: 3500 } },
      ],
    });
    await insertProduct(db, {
      slug: 'gummies',
      category: 'edibles',
      variants: [{ size: '10 pack', price: 2000, stock: 500, limit: { category: 'flower', amount: 100 } }],
    });
    eighth = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`))[0]!.id;
    gummies = (await db.query<{ id: string }>(`select id from variants where sku = 'gummies-0'`))[0]!.id;
    store = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    await db.query(
      `update store_inventory_sources set kind = 'metrc', credentials_state = 'ok', licence_number = 'AU-R-000001',
              last_synced_at = $2 where store_id = $1`,
      [store, WEDNESDAY_AFTERNOON],
    );
  });
  afterAll(() => db?.close());

  beforeEach(async () => {
    await db.query('delete from sales_receipts');
    await db.query('delete from order_line_packages');
    await db.query('delete from store_packages');
    await db.query(
      `update store_inventory_sources set credentials_state = 'ok', credentials_problem = '', down_since = null,
              last_error = '', last_error_at = null, kind = 'metrc' where store_id = $1`,
      [store],
    );
  });

  it('draws a handover from the earliest-expiring, then oldest packages and queues one receipt with its packages, totals and instant', async () => {
    // Weighed flower: 3 eighths are 10.5 g. LATE expires last; EARLY first but holds 7 g (2 eighths);
    // HELD is on hold, FAILED failed its test, GONE is gone, MEDICAL is another count's.
    await packageRow('LATE', eighth, { unit_of_measure: 'Grams', quantity: 100, expires_on: '2027-06-01' });
    await packageRow('EARLY', eighth, { unit_of_measure: 'Grams', quantity: 7.2, expires_on: '2027-01-01' });
    await packageRow('OLDNOEXPIRY', eighth, {
      unit_of_measure: 'Grams',
      quantity: 100,
      created_at: '2026-01-01T00:00:00Z',
    });
    await packageRow('HELD', eighth, {
      unit_of_measure: 'Grams',
      quantity: 100,
      expires_on: '2026-12-01',
      on_hold: true,
    });
    await packageRow('FAILED', eighth, {
      unit_of_measure: 'Grams',
      quantity: 100,
      expires_on: '2026-12-01',
      lab_state: 'TestFailed',
    });
    await packageRow('GONE', eighth, {
      unit_of_measure: 'Grams',
      quantity: 100,
      expires_on: '2026-12-01',
      gone_at: '2026-11-20T00:00:00Z',
    });
    await packageRow('MEDICAL', eighth, {
      unit_of_measure: 'Grams',
      quantity: 100,
      expires_on: '2026-12-01',
      pool: 'medical',
    });
    await packageRow('GUMMYA', gummies, { expires_on: '2027-03-01', quantity: 1 });
    await packageRow('GUMMYB', gummies, { expires_on: '2027-04-01', quantity: 5 });
    const order = await place({
      lines: [
        { variantId: eighth, quantity: 3 },
        { variantId: gummies, quantity: 2 },
      ],
    });
    await handOver(order.id);

    const receipt = (await receiptOf(order.id))!;
    expect(receipt.state).toBe('queued');
    expect(receipt.sold_at.toISOString()).toBe(HANDOVER.toISOString());
    const lines = await db.query<{ id: string; price_cents: number; variant_id: string }>(
      'select id, price_cents, variant_id from order_lines where order_id = $1 order by id',
      [order.id],
    );
    const flowerCents = lines.find((line) => line.variant_id === eighth)!.price_cents;
    const gummyCents = lines.find((line) => line.variant_id === gummies)!.price_cents;
    expect(receipt.payload).toMatchObject({
      externalNumber: order.number,
      soldAt: HANDOVER.toISOString(),
      timeZone: TIME_ZONE,
      customerType: 'Consumer',
      patientLicenceNumber: null,
    });
    const flowerLines = receipt.payload.lines.filter((line) => line.unitOfMeasure === 'Grams');
    expect(flowerLines.map(({ packageLabel, quantity }) => [packageLabel, quantity])).toEqual([
      ['EARLY', 7],
      ['LATE', 3.5],
    ]);
    // The line's price after deals, tax excluded, spread by units: 2 of 3 and 1 of 3.
    expect(flowerLines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(flowerCents);
    expect(flowerLines[0]!.totalCents).toBe(Math.round((flowerCents * 2) / 3));
    expect(receipt.payload.lines.filter((line) => line.unitOfMeasure === 'Each')).toEqual([
      { packageLabel: 'GUMMYA', quantity: 1, unitOfMeasure: 'Each', totalCents: gummyCents / 2 },
      { packageLabel: 'GUMMYB', quantity: 1, unitOfMeasure: 'Each', totalCents: gummyCents / 2 },
    ]);
    const drawn = await db.query<{ package_label: string; units: number; quantity: string }>(
      'select package_label, units, quantity::text from order_line_packages where order_id = $1 order by package_label',
      [order.id],
    );
    expect(drawn.map((row) => [row.package_label, row.units, Number(row.quantity)])).toEqual([
      ['EARLY', 2, 7],
      ['GUMMYA', 1, 1],
      ['GUMMYB', 1, 1],
      ['LATE', 1, 3.5],
    ]);

    // The next handover sees what left since the packages were confirmed: EARLY has 0.2 g left.
    const next = await place({ lines: [{ variantId: eighth, quantity: 1 }] });
    await handOver(next.id, at(MINUTE));
    expect((await receiptOf(next.id))!.payload.lines.map((line) => line.packageLabel)).toEqual(['LATE']);
  });

  it('hands over even when packages cannot cover a line, queues the sale for attention, and uploads it once staff map a package', async () => {
    await packageRow('ONLYONE', gummies, { quantity: 1 });
    const order = await place({ lines: [{ variantId: gummies, quantity: 3 }] });
    await handOver(order.id);
    expect((await db.query<{ status: string }>('select status from orders where id = $1', [order.id]))[0]!.status).toBe(
      'picked_up',
    );
    const waiting = (await receiptOf(order.id))!;
    expect(waiting.state).toBe('attention');
    expect(waiting.attention_reason).toBe('packages');
    expect(waiting.last_error).toContain('2 of 3 units not covered');

    const source = new RecordingSalesSource();
    expect(await deliverSalesReceipts(db, () => source, { now: at(MINUTE), random: noJitter })).toBe(0);
    expect(source.recorded).toHaveLength(0);

    await packageRow('MAPPEDLATER', gummies, { quantity: 10, created_at: '2026-11-01T00:00:00Z' });
    expect(await deliverSalesReceipts(db, () => source, { now: at(2 * MINUTE), random: noJitter })).toBe(1);
    expect(source.recorded[0]!.receipt.lines.map((line) => [line.packageLabel, line.quantity])).toEqual([
      ['ONLYONE', 1],
      ['MAPPEDLATER', 2],
    ]);
    expect((await receiptOf(order.id))!.state).toBe('sent');
  });

  it('queues nothing at a store keeping its own stock', async () => {
    await db.query(`update store_inventory_sources set kind = 'own' where store_id = $1`, [store]);
    await packageRow('GUMMYA', gummies);
    const order = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
    await handOver(order.id);
    expect(await receiptOf(order.id)).toBeUndefined();
    expect(await db.query('select 1 from order_line_packages where order_id = $1', [order.id])).toHaveLength(0);
    expect((await getOrderDetail(db, order.id))!.sourceSale).toBeNull();
  });

  it('records a patient sale with the registry card', async () => {
    await packageRow('GUMMYA', gummies, { quantity: 10 });
    const order = await place({
      mode: 'medical',
      medicalCard: { number: 'MM-1234-5678', expiresOn: '2027-06-30' },
      lines: [{ variantId: gummies, quantity: 1 }],
    });
    await handOver(order.id);
    expect((await receiptOf(order.id))!.payload).toMatchObject({
      customerType: 'Patient',
      patientLicenceNumber: 'MM12345678',
    });
  });

  describe('uploading', () => {
    let orderId: string;
    let number: string;
    beforeEach(async () => {
      await packageRow('GUMMYA', gummies, { quantity: 100 });
      const order = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
      await handOver(order.id);
      orderId = order.id;
      number = order.number;
    });

    it('sends a due receipt and keeps the id the source gave it', async () => {
      const source = new RecordingSalesSource();
      expect(await deliverSalesReceipts(db, () => source, { now: at(SECOND) })).toBe(1);
      const receipt = (await receiptOf(orderId))!;
      expect(receipt).toMatchObject({ state: 'sent', source_id: '1', attempts: 1 });
      expect(receipt.sent_at!.toISOString()).toBe(at(SECOND).toISOString());
      expect(source.recorded[0]!.receipt.soldAt.toISOString()).toBe(HANDOVER.toISOString());
      expect(await deliverSalesReceipts(db, () => source, { now: at(MINUTE) })).toBe(0);
      expect(source.timesRecorded(number)).toBe(1);
    });

    it('waits 30 s, 1 m, 2 m … up to 15 minutes while the source is unavailable, with at most a tenth more as jitter', async () => {
      const source = new RecordingSalesSource().failAlways({ kind: 'unavailable' });
      let now = at(0);
      const waits: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        await deliverSalesReceipts(db, () => source, { now, random: noJitter });
        const next = (await receiptOf(orderId))!.next_attempt_at!;
        waits.push(next.getTime() - now.getTime());
        // Not due a moment before its time.
        await deliverSalesReceipts(db, () => source, { now: new Date(next.getTime() - 1), random: noJitter });
        now = next;
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900].map((seconds) => seconds * SECOND));
      expect((await receiptOf(orderId))!.attempts).toBe(7);
      expect((await sourceRow()).down_since!.toISOString()).toBe(at(0).toISOString());

      await deliverSalesReceipts(db, () => source, { now, random: () => 0.999 });
      const jittered = (await receiptOf(orderId))!.next_attempt_at!.getTime() - now.getTime();
      expect(jittered).toBeGreaterThan(900 * SECOND);
      expect(jittered).toBeLessThanOrEqual(990 * SECOND);
    });

    it('obeys Retry-After when rate-limited', async () => {
      const source = new RecordingSalesSource().failNext({ kind: 'rate-limited', retryAfterMs: 42_000 });
      await deliverSalesReceipts(db, () => source, { now: at(0), random: noJitter });
      expect((await receiptOf(orderId))!.next_attempt_at!.toISOString()).toBe(at(42 * SECOND).toISOString());
      expect(await deliverSalesReceipts(db, () => source, { now: at(41 * SECOND) })).toBe(0);
      expect(await deliverSalesReceipts(db, () => source, { now: at(42 * SECOND) })).toBe(1);
      expect(source.timesRecorded(number)).toBe(1);
    });

    it('puts refused credentials in attention for admins and lets the receipts wait until they are fixed', async () => {
      const source = new RecordingSalesSource().failNext({ kind: 'credentials' });
      await deliverSalesReceipts(db, () => source, { now: at(0) });
      expect(await sourceRow()).toMatchObject({
        credentials_state: 'attention',
        credentials_problem: 'Metrc answered 401: the API key is not valid for this facility.',
      });
      expect((await receiptOf(orderId))!.state).toBe('queued');
      expect(await deliverSalesReceipts(db, () => source, { now: at(10 * MINUTE) })).toBe(0);
      expect(source.calls.filter((call) => call.method === 'recordSales')).toHaveLength(1);

      const [status] = await salesUploadStatus(db, 'all', at(10 * MINUTE));
      expect(status).toMatchObject({ credentialsAttention: true, waiting: 1, oldestWaitingMinutes: 10 });
      const credentials = `Metrc credentials for ${status!.storeName} need attention.`;
      expect(salesUploadNotices([status!], { admin: true })).toContainEqual({
        storeId: store,
        text: credentials,
        link: {
          href: `/dashboard/inventory/source?store=${status!.storeSlug}`,
          label: `Open ${status!.storeName}'s inventory source`,
        },
      });
      expect(salesUploadNotices([status!], { admin: false }).map((notice) => notice.text)).not.toContain(credentials);

      await db.query(`update store_inventory_sources set credentials_state = 'ok' where store_id = $1`, [store]);
      expect(await deliverSalesReceipts(db, () => source, { now: at(11 * MINUTE) })).toBe(1);
      expect(source.timesRecorded(number)).toBe(1);
    });

    it("puts a refused receipt in attention with the source's message, and sends the others of its batch", async () => {
      const other = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
      await handOver(other.id, at(SECOND));
      const source = new RecordingSalesSource().refuse(number);
      expect(await deliverSalesReceipts(db, () => source, { now: at(MINUTE) })).toBe(1);
      expect(await receiptOf(orderId)).toMatchObject({
        state: 'attention',
        attention_reason: 'refused',
        last_error: `Metrc answered 400: receipt ${number} was refused.`,
      });
      expect((await receiptOf(other.id))!.state).toBe('sent');
      expect(source.timesRecorded(other.number)).toBe(1);
      expect(await deliverSalesReceipts(db, () => source, { now: at(60 * MINUTE) })).toBe(0);
    });

    it('sends a batch refused as a whole again one receipt at a time, each looked up first', async () => {
      const other = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
      await handOver(other.id, at(SECOND));
      const source = new RecordingSalesSource().failNext({ kind: 'refused', message: 'Metrc answered 400.' });
      expect(await deliverSalesReceipts(db, () => source, { now: at(MINUTE) })).toBe(2);
      expect(source.calls).toEqual([
        { method: 'recordSales', numbers: [number, other.number] },
        { method: 'findSale', numbers: [number] },
        { method: 'recordSales', numbers: [number] },
        { method: 'findSale', numbers: [other.number] },
        { method: 'recordSales', numbers: [other.number] },
      ]);
      expect(source.timesRecorded(number) + source.timesRecorded(other.number)).toBe(2);
    });

    it('finds a sale whose answer was lost instead of sending it again', async () => {
      const source = new RecordingSalesSource().failNext({ kind: 'unavailable', afterRecording: true });
      expect(await deliverSalesReceipts(db, () => source, { now: at(0), random: noJitter })).toBe(0);
      expect(source.timesRecorded(number)).toBe(1);
      expect((await receiptOf(orderId))!.state).toBe('queued');

      expect(await deliverSalesReceipts(db, () => source, { now: at(30 * SECOND), random: noJitter })).toBe(1);
      expect(source.timesRecorded(number)).toBe(1);
      expect(await receiptOf(orderId)).toMatchObject({ state: 'sent', source_id: '1' });
      expect(source.calls.map((call) => call.method)).toEqual(['recordSales', 'findSale']);
    });
  });

  it('voids a handed-over sale once it is in the source, with the reason in the audit log', async () => {
    await packageRow('GUMMYA', gummies, { quantity: 100 });
    const order = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
    await handOver(order.id);
    const everyStore = { allowed: 'all' as const, store: null };
    await queueSaleVoid(db, actor, everyStore, order.id, 'Rung up twice by mistake', at(SECOND));
    await expect(queueSaleVoid(db, actor, everyStore, order.id, 'Again', at(SECOND))).rejects.toMatchObject({
      status: 409,
    });
    const audit = await db.query<{ action: string; summary: string }>(
      `select action, summary from staff_audit_log where entity_id = $1 and action = 'sale_voided'`,
      [order.id],
    );
    expect(audit).toEqual([
      { action: 'sale_voided', summary: `Voided the sale of order ${order.number} in Metrc: Rung up twice by mistake` },
    ]);

    // The void waits for its sale: the first run sends the sale only while the source is down.
    const source = new RecordingSalesSource().failAlways({ kind: 'unavailable' });
    await deliverSalesReceipts(db, () => source, { now: at(MINUTE), random: noJitter });
    expect(source.voided).toEqual([]);
    source.answerAgain();
    // The sale goes first (found by its number: the failed run may have reached the source), then its void.
    expect(await deliverSalesReceipts(db, () => source, { now: at(2 * MINUTE), random: noJitter })).toBe(1);
    expect(await deliverSalesReceipts(db, () => source, { now: at(3 * MINUTE), random: noJitter })).toBe(1);
    expect(source.voided).toEqual([source.recorded[0]!.sourceId]);
    const rows = await db.query<{ kind: string; state: string; source_id: string }>(
      'select kind, state, source_id from sales_receipts where order_id = $1 order by kind',
      [order.id],
    );
    expect(rows).toEqual([
      { kind: 'sale', state: 'sent', source_id: '1' },
      { kind: 'void', state: 'sent', source_id: '1' },
    ]);
    // The order's page shows where its sale and the void stand.
    expect((await getOrderDetail(db, order.id))!.sourceSale).toEqual({ state: 'sent', voidState: 'sent' });

    const notHandedOver = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
    await expect(queueSaleVoid(db, actor, everyStore, notHandedOver.id, 'Mistake', at(SECOND))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('uploads every sale made while the source was down once it answers, none twice', async () => {
    await packageRow('GUMMYA', gummies, { quantity: 1000 });
    const source = new RecordingSalesSource().failAlways({ kind: 'unavailable' });
    const numbers: string[] = [];
    let now = HANDOVER;
    for (let index = 0; index < 12; index++) {
      const order = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
      await handOver(order.id, now);
      numbers.push(order.number);
      await deliverSalesReceipts(db, () => source, { now, random: noJitter });
      now = new Date(now.getTime() + 5 * MINUTE);
    }
    // One attempt that reached the source but lost its answer, while it was coming back.
    source.answerAgain().failNext({ kind: 'unavailable', afterRecording: true });
    await deliverSalesReceipts(db, () => source, { now: at(2 * 60 * MINUTE), random: noJitter, batch: 5 });
    const [down] = await salesUploadStatus(db, [store], at(2 * 60 * MINUTE));
    expect(down!.downSince).toBe(HANDOVER.toISOString());
    expect(salesUploadNotices([down!], { admin: false })[0]!.text).toBe(
      'Metrc is not answering since 3:00 PM. 12 sales are waiting to upload; the oldest is 2 hours old. They upload by themselves when it answers.',
    );
    for (let run = 0; run < 5; run++) {
      await deliverSalesReceipts(db, () => source, { now: at((3 * 60 + run) * MINUTE), random: noJitter, batch: 5 });
    }
    for (const number of numbers) expect(source.timesRecorded(number)).toBe(1);
    const states = await db.query<{ state: string }>('select state from sales_receipts');
    expect(states.every((row) => row.state === 'sent')).toBe(true);
    expect((await sourceRow()).down_since).toBeNull();
    const [status] = await salesUploadStatus(db, [store], at(4 * 60 * MINUTE));
    expect(status).toMatchObject({ waiting: 0, downSince: null, oldestWaitingMinutes: null });
    expect(salesUploadNotices([status!], { admin: true })).toEqual([]);
  });

  it('sends each receipt once when two runs go at once', async () => {
    await packageRow('GUMMYA', gummies, { quantity: 1000 });
    const numbers: string[] = [];
    for (let index = 0; index < 6; index++) {
      const order = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
      await handOver(order.id, at(index * SECOND));
      numbers.push(order.number);
    }
    const source = new RecordingSalesSource();
    let open!: () => void;
    source.gate = new Promise((resolve) => (open = resolve));
    const runs = [
      deliverSalesReceipts(db, () => source, { now: at(MINUTE), batch: 4 }),
      deliverSalesReceipts(db, () => source, { now: at(MINUTE), batch: 4 }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const sent = await Promise.all(runs);
    expect(sent[0]! + sent[1]!).toBe(6);
    for (const number of numbers) expect(source.timesRecorded(number)).toBe(1);
  });

  it('reconciles a day: the sales not in the source, and each package against what left since it was confirmed', async () => {
    await packageRow('GUMMYA', gummies, {
      quantity: 10,
      confirmed_at: '2026-11-25T19:30:00Z',
      expires_on: '2027-01-01',
    });
    await packageRow('GUMMYB', gummies, {
      quantity: 4,
      confirmed_at: '2026-11-25T19:30:00Z',
      expires_on: '2028-01-01',
    });
    const sent = await place({ lines: [{ variantId: gummies, quantity: 2 }] });
    await handOver(sent.id);
    await deliverSalesReceipts(db, () => new RecordingSalesSource(), { now: at(SECOND) });
    const waiting = await place({ lines: [{ variantId: gummies, quantity: 3 }] });
    await handOver(waiting.id, at(MINUTE));
    await deliverSalesReceipts(db, () => new RecordingSalesSource().failAlways({ kind: 'unavailable' }), {
      now: at(2 * MINUTE),
      random: noJitter,
    });

    const report = await loadSalesReconciliation(db, store, '2026-11-25', at(30 * MINUTE));
    expect(report).toMatchObject({ day: '2026-11-25', salesCount: 2, sentCount: 1 });
    expect(report.unsent).toEqual([
      {
        orderId: waiting.id,
        orderNumber: waiting.number,
        soldAt: at(MINUTE).toISOString(),
        state: 'queued',
        attempts: 1,
        lastError: 'Metrc did not answer within 30 seconds.',
        nextAttemptAt: at(2 * MINUTE + 30 * SECOND).toISOString(),
      },
    ]);
    expect(report.packages).toEqual([
      {
        label: 'GUMMYA',
        itemName: 'Item GUMMYA',
        unitOfMeasure: 'Each',
        confirmedQuantity: 10,
        confirmedAt: '2026-11-25T19:30:00.000Z',
        handedOverSince: 5,
        expectedQuantity: 5,
        ageMinutes: 60,
      },
      {
        label: 'GUMMYB',
        itemName: 'Item GUMMYB',
        unitOfMeasure: 'Each',
        confirmedQuantity: 4,
        confirmedAt: '2026-11-25T19:30:00.000Z',
        handedOverSince: 0,
        expectedQuantity: 4,
        ageMinutes: 60,
      },
    ]);
    expect(reconciliationCsv(report).split('\r\n')).toEqual([
      'Package,Item,Unit,Last confirmed quantity,Confirmed at,Handed over since,Expected now,Difference,Age (minutes)',
      'GUMMYA,Item GUMMYA,Each,10,2026-11-25T19:30:00.000Z,5,5,-5,60',
      'GUMMYB,Item GUMMYB,Each,4,2026-11-25T19:30:00.000Z,0,4,0,60',
      '',
    ]);
    // Another day has none of them.
    const nextDay = await loadSalesReconciliation(db, store, '2026-11-26', at(30 * MINUTE));
    expect(nextDay).toMatchObject({ salesCount: 0, sentCount: 0, unsent: [] });
  });

  it('lists medical sales not in the source within the hour, or sold without a registry check, with the 72-hour deadline', async () => {
    await packageRow('GUMMYA', gummies, { quantity: 1000 });
    const medical = (overrides: Partial<PlaceOrderInput> = {}) =>
      place({
        mode: 'medical',
        medicalCard: { number: 'MM-1234-5678', expiresOn: '2027-06-30' },
        lines: [{ variantId: gummies, quantity: 1 }],
        ...overrides,
      });
    // The registry answered at checkout for these two (this test's store reaches no registry).
    const checked = async () => {
      const order = await medical();
      await db.query(`update orders set registry_check = 'ok' where id = $1`, [order.id]);
      return order;
    };
    const onTime = await checked();
    await handOver(onTime.id);
    await deliverSalesReceipts(db, () => new RecordingSalesSource(), { now: at(10 * MINUTE) });
    const late = await checked();
    await handOver(late.id, at(MINUTE));
    await deliverSalesReceipts(db, () => new RecordingSalesSource(), { now: at(90 * MINUTE) });
    const unchecked = await medical();
    await db.query(`update orders set registry_check = 'unavailable' where id = $1`, [unchecked.id]);
    await handOver(unchecked.id, at(91 * MINUTE));
    await deliverSalesReceipts(db, () => new RecordingSalesSource(), { now: at(92 * MINUTE) });
    const adult = await place({ lines: [{ variantId: gummies, quantity: 1 }] });
    await handOver(adult.id, at(93 * MINUTE));

    // Sales of this test only (an earlier test's patient sale was made without a registry too).
    const mine = new Set([onTime.number, late.number, unchecked.number, adult.number]);
    const review = (await loadMedicalSalesReview(db, store, at(5 * 60 * MINUTE))).filter((sale) =>
      mine.has(sale.orderNumber),
    );
    expect(review.map((sale) => [sale.orderNumber, sale.reasons, sale.hoursLeft])).toEqual([
      [late.number, ['late-upload'], 67],
      [unchecked.number, ['registry-unchecked'], 68],
    ]);
    expect(review[0]!.deadline).toBe(at(MINUTE + 72 * 60 * MINUTE).toISOString());
  });
});
