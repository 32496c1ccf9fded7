import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { quoteCart } from '#server/cart/quote-cart.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * Every link an email carries is absolute and on the store's one link origin (SITE_URL, or the
 * address it listens on), whatever Host the request that caused it named (decision 54).
 */
const LINK_ORIGIN = 'https://shop.example.com';
const FORGED_HOST = 'http://attacker.example';

/** Every link-like word of an email: full URLs, and store paths written without a host. */
function linksIn(text: string): { absolute: string[]; relative: string[] } {
  return {
    absolute: text.match(/https?:\/\/[^\s)]+/g) ?? [],
    relative: [...text.matchAll(/(?:^|[\s(])(\/[A-Za-z0-9][^\s)]*)/g)].map((match) => match[1]!),
  };
}

async function everyEmail(db: Database): Promise<{ template: string; text: string }[]> {
  return db.query<{ template: string; text: string }>('select template, body_text as text from email_outbox');
}

describe(`emailed links on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 50 }],
    });
  });
  afterAll(() => db.close());

  it('point at the link origin, never at the Host the request named (a reset, a staff invitation)', async () => {
    const browser = testBrowser(db, { origin: FORGED_HOST, linkOrigin: LINK_ORIGIN });
    await browser.signUp({ email: 'owner@example.com', password: 'Owner password 2026', fullName: 'Ona Owner' });
    await browser.request().sendPasswordReset('owner@example.com');
    await browser.request().invite({ email: 'new.manager@example.com', fullName: 'Nia Manager', role: 'manager' });
    const reset = (await emailsTo(db, 'owner@example.com')).find((email) => email.template === 'reset_password')!;
    const invite = (await emailsTo(db, 'new.manager@example.com')).find((email) => email.template === 'invite')!;
    for (const email of [reset, invite]) {
      const { absolute } = linksIn(email.text);
      expect(absolute.length, email.text).toBeGreaterThan(0);
      for (const link of absolute) expect(new URL(link).origin, email.text).toBe(LINK_ORIGIN);
    }
  });

  it('are absolute in an order’s emails, from the confirmation to the next day’s review and feedback ask', async () => {
    const now = WEDNESDAY_AFTERNOON;
    const slot = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now })[0]!.start;
    const [variant] = await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`);
    const lines = [{ variantId: variant!.id, quantity: 1 }];
    const quote = await quoteCart(db, { mode: 'adult', lines }, null, now);
    const placed = await placeOrder(
      db,
      {
        idempotencyKey: randomUUID() + randomUUID(),
        customerId: null,
        mode: 'adult',
        contact: { name: 'Gus Guest', phone: '7345550100', email: 'gus@example.com', birthdate: '1990-01-01' },
        medicalCard: null,
        pickupSlotStart: slot,
        notes: '',
        lines,
        consents: { email: false, sms: false },
        expectedTotalCents: quote.totals.totalCents,
        expectedLines: quote.lines.map((line) => ({
          variantId: line.variantId,
          totalCents: line.totalCents,
          dealSlugs: line.deals.map((deal) => deal.slug),
        })),
        now,
      },
      { linkOrigin: LINK_ORIGIN },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.problem));
    for (const [step, to] of [
      [1, 'accepted'],
      [2, 'ready'],
      [3, 'picked_up'],
    ] as const) {
      await moveOrder(db, placed.order.id, to, {
        now: new Date(now.getTime() + step * 60_000),
        linkOrigin: LINK_ORIGIN,
      });
    }
    const templates = (await emailsTo(db, 'gus@example.com')).map((email) => email.template).sort();
    expect(templates).toEqual(['order_accepted', 'order_picked_up', 'order_placed', 'order_ready', 'pickup_follow_up']);
  });

  it('leave no store path without its origin in any email written here', async () => {
    const emails = await everyEmail(db);
    expect(emails.length).toBeGreaterThanOrEqual(8);
    for (const email of emails) {
      const { absolute, relative } = linksIn(email.text);
      expect(relative, `${email.template}:\n${email.text}`).toEqual([]);
      for (const link of absolute) expect(new URL(link).origin, `${email.template}:\n${email.text}`).toBe(LINK_ORIGIN);
    }
  });
});
