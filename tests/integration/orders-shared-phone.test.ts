import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { claimGuestOrders, listCustomerOrders } from '#server/customers/customer-orders.ts';
import { confirmPhoneCode, requestPhoneCode } from '#server/customers/phone-change.ts';
import {
  claimOrderWithLink,
  loadOrderClaim,
  phoneOrderSuggestions,
  sendOrderClaimLink,
} from '#server/customers/phone-order-claims.ts';
import { updateCustomerProfile } from '#server/customers/profiles.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { textsTo } from '#server/sms/sms-outbox.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { refusal } from '../support/refusal.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const ORIGIN = 'https://shop.example.com';
const SHARED_PHONE = '7345550300';
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start;

describe(`guest orders and a phone two people share on ${testEngine}`, () => {
  let db: Database;
  let variantId: string;
  let clientNumber = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 50 }],
    });
    [{ id: variantId }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
  });
  afterAll(() => db.close());

  /** A guest order placed with this email and phone. */
  async function guestOrder(email: string, phone: string): Promise<string> {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Somebody', email, phone, birthdate: '1990-01-01' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: NOW,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order.number;
  }

  /** A signed-in customer whose email is confirmed, with `phone` proven by its code. */
  async function customerWithProvenPhone(email: string, phone: string): Promise<SignedInAccount> {
    const browser = testBrowser(db);
    await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName: email.split('@')[0]! });
    const user = (await browser.request().currentUser())!;
    const account = { ...(await loadSignedInAccount(db, user))!, emailConfirmed: true };
    const ipAddress = `198.51.100.${++clientNumber}`;
    await requestPhoneCode(db, account, { phone, ipAddress, now: NOW });
    const [text] = await textsTo(db, `+1${phone}`, 1);
    await confirmPhoneCode(db, account, { code: /\b(\d{6})\b/.exec(text!.body)![1]!, origin: ORIGIN, now: NOW });
    return account;
  }

  /** The claim link in the newest claim email to `email`, as its token. */
  async function claimToken(email: string): Promise<string> {
    const message = (await emailsTo(db, email)).find((candidate) => candidate.template === 'order_claim');
    const link = new URL(/https?:\/\/\S+/.exec(message!.text)![0]);
    expect(link.pathname).toMatch(/^\/account\/claim-order\//);
    return decodeURIComponent(link.pathname.split('/').at(-1)!);
  }

  const orderNumbers = async (account: SignedInAccount) =>
    (await listCustomerOrders(db, account.id)).map((order) => order.number);
  /** The suggested orders, by number (the page shows them by time only). */
  const suggested = async (account: SignedInAccount) => {
    const ids = (await phoneOrderSuggestions(db, account)).map((order) => order.id);
    const rows = await db.query<{ number: string }>(
      'select number from orders where id = any($1::uuid[]) order by placed_at desc, number',
      [ids],
    );
    return rows.map((row) => row.number);
  };
  const idOf = async (number: string) =>
    (await db.query<{ id: string }>('select id from orders where number = $1', [number]))[0]!.id;

  it('suggests guest orders placed with a proven phone under another email, and joins none of them by itself', async () => {
    const bens = await guestOrder('ben@example.com', SHARED_PHONE);
    const elsewhere = await guestOrder('ben@example.com', '7345550399');
    const ann = await customerWithProvenPhone('ann@example.com', SHARED_PHONE);
    const annsOwn = await guestOrder('Ann@Example.com', SHARED_PHONE);

    expect(await suggested(ann)).toEqual([bens]);
    // Only the account's own confirmed email claims guest orders: the phone claims nothing.
    expect(await claimGuestOrders(db, ann)).toBe(1);
    expect(await orderNumbers(ann)).toEqual([annsOwn]);
    expect(await suggested(ann)).not.toContain(elsewhere);

    // A phone typed on the profile without its code suggests nothing.
    const browser = testBrowser(db);
    await browser.signUp({ email: 'cal@example.com', password: 'Maple kettle harbor 71', fullName: 'Cal' });
    const cal = (await loadSignedInAccount(db, (await browser.request().currentUser())!))!;
    await updateCustomerProfile(
      db,
      cal.id,
      {
        fullName: 'Cal',
        phone: SHARED_PHONE,
        birthday: null,
        medicalCardNumber: null,
        medicalCardExpiresOn: null,
        emailMarketing: false,
        smsMarketing: false,
      },
      { optIn: { storeName: 'Test Store', origin: ORIGIN }, now: NOW },
    );
    expect(await phoneOrderSuggestions(db, cal)).toEqual([]);
  });

  it('joins a suggested order only through the link sent to the order’s own email, opened by the account that asked', async () => {
    const dee = await customerWithProvenPhone('dee@example.com', '7345550310');
    const eds = await guestOrder('ed@example.com', '7345550310');
    expect(
      await sendOrderClaimLink(db, dee, {
        orderId: await idOf(eds),
        ipAddress: '198.51.100.200',
        origin: ORIGIN,
        now: NOW,
      }),
    ).toEqual({
      placedAt: NOW,
    });
    expect((await emailsTo(db, 'dee@example.com')).map((email) => email.template)).not.toContain('order_claim');
    const token = await claimToken('ed@example.com');
    expect(await orderNumbers(dee)).toEqual([]);

    expect(await loadOrderClaim(db, dee, token, NOW)).toEqual({ state: 'open', orderNumber: eds });
    expect(await claimOrderWithLink(db, dee, { token, now: NOW })).toEqual({ orderNumber: eds });
    expect(await orderNumbers(dee)).toEqual([eds]);
    expect(await phoneOrderSuggestions(db, dee)).toEqual([]);
    expect(await loadOrderClaim(db, dee, token, NOW)).toEqual({ state: 'claimed', orderNumber: eds });
  });

  it('refuses a link opened by another account, a forged one and an expired one, and the order stays a guest’s', async () => {
    const fay = await customerWithProvenPhone('fay@example.com', '7345550320');
    // Gus shares Fay's phone and proved it too: two people, two accounts.
    const gus = await customerWithProvenPhone('gus@example.com', '7345550320');
    const hals = await guestOrder('hal@example.com', '7345550320');
    expect(await suggested(gus)).toEqual([hals]);
    await sendOrderClaimLink(db, fay, {
      orderId: await idOf(hals),
      ipAddress: '198.51.100.201',
      origin: ORIGIN,
      now: NOW,
    });
    const token = await claimToken('hal@example.com');

    expect(await refusal(claimOrderWithLink(db, gus, { token, now: NOW }))).toMatchObject({ status: 403 });
    expect(await loadOrderClaim(db, gus, token, NOW)).toEqual({ state: 'other-account' });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await refusal(claimOrderWithLink(db, fay, { token: forged, now: NOW }))).toMatchObject({ status: 410 });
    const dayLater = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    expect(await refusal(claimOrderWithLink(db, fay, { token, now: dayLater }))).toMatchObject({ status: 410 });
    expect(await orderNumbers(fay)).toEqual([]);
    expect(await orderNumbers(gus)).toEqual([]);
    const [order] = await db.query<{ customer_id: string | null }>('select customer_id from orders where number = $1', [
      hals,
    ]);
    expect(order!.customer_id).toBeNull();

    // Once Gus proves Hal's mailbox is his, the order is his, and Fay's link opens nothing.
    await sendOrderClaimLink(db, gus, {
      orderId: await idOf(hals),
      ipAddress: '198.51.100.202',
      origin: ORIGIN,
      now: NOW,
    });
    await claimOrderWithLink(db, gus, { token: await claimToken('hal@example.com'), now: NOW });
    expect(await refusal(claimOrderWithLink(db, fay, { token, now: NOW }))).toMatchObject({ status: 409 });
    expect(await orderNumbers(gus)).toEqual([hals]);
  });

  it('sends links only for suggested orders, and at most 3 an hour to one order’s email', async () => {
    const ivy = await customerWithProvenPhone('ivy@example.com', '7345550330');
    const jons = await guestOrder('jon@example.com', '7345550330');
    const strangers = await guestOrder('kay@example.com', '7345550331');
    const send = async (orderNumber: string) =>
      sendOrderClaimLink(db, ivy, {
        orderId: await idOf(orderNumber),
        ipAddress: '198.51.100.203',
        origin: ORIGIN,
        now: NOW,
      });
    expect(await refusal(send(strangers))).toMatchObject({ status: 404 });
    const notAnId = sendOrderClaimLink(db, ivy, {
      orderId: 'RR-NOT-AN-ID',
      ipAddress: '198.51.100.203',
      origin: ORIGIN,
    });
    expect(await refusal(notAnId)).toMatchObject({ status: 404 });
    expect((await emailsTo(db, 'kay@example.com')).map((email) => email.template)).toEqual(['order_placed']);
    for (let link = 0; link < 3; link++) await send(jons);
    const flooded = await refusal(send(jons));
    expect(flooded).toMatchObject({ status: 429 });
    expect(Number(flooded.headers['Retry-After'])).toBeGreaterThan(0);
    expect((await emailsTo(db, 'jon@example.com')).filter((email) => email.template === 'order_claim')).toHaveLength(3);
  });
});
