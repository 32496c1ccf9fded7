import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewQueueQuery } from '#lib/reviews/review-moderation-input.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import { loadOverview } from '#server/reports/admin/overview.ts';
import type { Database } from '#server/db/database.ts';
import {
  countHeldReviews,
  decideReview,
  getReviewDetail,
  listReviewQueue,
  setReviewReply,
} from '#server/reviews/admin/index.ts';
import * as decisionEndpoint from '../../src/pages/api/dashboard/reviews/[id]/decision.ts';
import * as reviewEndpoint from '../../src/pages/api/dashboard/reviews/[id]/index.ts';
import * as replyEndpoint from '../../src/pages/api/dashboard/reviews/[id]/reply.ts';
import * as queueEndpoint from '../../src/pages/api/dashboard/reviews/index.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const NOW = new Date('2026-12-01T15:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const NOBODY = '00000000-0000-4000-8000-000000000000';

interface ReviewFixture {
  product?: string | null;
  email: string;
  name?: string;
  rating: number;
  title?: string;
  body?: string;
  status?: 'published' | 'held' | 'withheld';
  holdReasons?: string[];
  withheldReason?: string | null;
  verified?: boolean;
  orderId?: string | null;
  createdAt: Date;
}

describe(`the dashboard's reviews on ${testEngine}`, () => {
  let db: Database;
  let admin: Awaited<ReturnType<typeof insertStaff>>;
  let tincture: string;
  let gummies: string;
  let orderId: string;
  const ids = {} as Record<'claim' | 'spam' | 'low' | 'store' | 'withheld', string>;

  async function review(fixture: ReviewFixture): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into reviews (subject, product_id, author_email, author_name, rating, title, body, status, hold_reasons,
                            withheld_reason, verified, order_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id`,
      [
        fixture.product ? 'product' : 'store',
        fixture.product ?? null,
        fixture.email,
        fixture.name ?? 'Dana R.',
        fixture.rating,
        fixture.title ?? '',
        fixture.body ?? '',
        fixture.status ?? 'published',
        fixture.holdReasons ?? [],
        fixture.withheldReason ?? null,
        fixture.verified ?? false,
        fixture.orderId ?? null,
        fixture.createdAt.toISOString(),
      ],
    );
    return row!.id;
  }

  const query = (input: Record<string, string> = {}) => ReviewQueueQuery.parse(input);
  const titles = async (input: Record<string, string> = {}) =>
    (await listReviewQueue(db, query(input), NOW)).reviews.map((row) => row.title);
  const stored = async (id: string) =>
    (
      await db.query<{ status: string; withheld_reason: string | null; rating: number; reply: string | null }>(
        'select status, withheld_reason, rating, reply from reviews where id = $1',
        [id],
      )
    )[0]!;
  /** The product's rating summary as the storefront counts it: every published and withheld rating. */
  const summary = async (productId: string) =>
    (
      await db.query<{ count: number; average: string | null }>(
        `select count(*)::int as count, round(avg(rating), 2)::text as average
           from reviews where product_id = $1 and status in ('published', 'withheld')`,
        [productId],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'tinctures');
    await insertBrand(db, 'great-lakes');
    tincture = await insertProduct(db, {
      slug: 'calm-tincture',
      name: 'Calm Tincture',
      category: 'tinctures',
      variants: [{ size: '30 ml', price: 4000, stock: 10 }],
    });
    gummies = await insertProduct(db, {
      slug: 'berry-gummies',
      name: 'Berry Gummies',
      category: 'tinctures',
      variants: [{ size: '10 pack', price: 2000, stock: 10 }],
    });
    const [order] = await db.query<{ id: string }>(
      `insert into orders (number, status, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                           pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents,
                           idempotency_key, placed_at, picked_up_at)
       values ('RR-REVIEW1', 'picked_up', 'adult', 'Dana Reviewer', 'dana@example.com', '7345550100', '1980-01-01',
               $1, $2, 4000, 0, 400, 264, 4664, 'review-test-key', $1, $2)
       returning id`,
      [hoursBefore(200).toISOString(), hoursBefore(199).toISOString()],
    );
    orderId = order!.id;
    admin = { ...(await insertStaff(db, 'avery.admin@example.test')), role: 'admin' };

    ids.claim = await review({
      product: tincture,
      email: 'dana@example.com',
      rating: 5,
      title: 'Cured my anxiety',
      body: 'This tincture cured my anxiety in a week.',
      status: 'held',
      holdReasons: ['health_claim'],
      verified: true,
      orderId,
      createdAt: hoursBefore(80),
    });
    ids.spam = await review({
      product: gummies,
      email: 'sam@example.com',
      name: 'Sam P.',
      rating: 1,
      title: 'Buy cheaper',
      body: 'Cheaper at example.com, call 734-555-0199',
      status: 'held',
      holdReasons: ['spam', 'personal_information'],
      createdAt: hoursBefore(5),
    });
    ids.low = await review({
      product: tincture,
      email: 'lee@example.com',
      rating: 1,
      title: 'Did nothing for me',
      body: 'Tasted of grass.',
      verified: true,
      createdAt: hoursBefore(30),
    });
    ids.store = await review({
      email: 'kim@example.com',
      rating: 4,
      title: 'Friendly counter',
      createdAt: hoursBefore(2),
    });
    ids.withheld = await review({
      product: gummies,
      email: 'pat@example.com',
      rating: 2,
      title: 'Off topic',
      body: 'Let me tell you about my car.',
      status: 'withheld',
      withheldReason: 'off_topic',
      createdAt: hoursBefore(50),
    });
  });
  afterAll(() => db.close());

  describe('the queue', () => {
    it('puts held reviews first, the longest-waiting first, then the rest newest first, with each wait', async () => {
      const queue = await listReviewQueue(db, query(), NOW);
      expect(queue.reviews.map((row) => row.title)).toEqual([
        'Cured my anxiety',
        'Buy cheaper',
        'Friendly counter',
        'Did nothing for me',
        'Off topic',
      ]);
      expect(queue).toMatchObject({ total: 5, page: 1, pageCount: 1, heldCount: 2 });
      const [claim, spam, store] = queue.reviews;
      expect(claim).toMatchObject({
        product: { id: tincture, name: 'Calm Tincture' },
        rating: 5,
        excerpt: 'This tincture cured my anxiety in a week.',
        authorName: 'Dana R.',
        verified: true,
        status: 'held',
        holdReasons: ['health_claim'],
        heldSince: hoursBefore(80).toISOString(),
        waitedMinutes: 80 * 60,
      });
      expect(spam).toMatchObject({ holdReasons: ['spam', 'personal_information'], waitedMinutes: 300 });
      expect(store).toMatchObject({ product: null, subject: 'store', heldSince: null, waitedMinutes: null });
      expect(queue.products).toEqual([
        { id: gummies, name: 'Berry Gummies', reviews: 2 },
        { id: tincture, name: 'Calm Tincture', reviews: 2 },
      ]);
    });

    it('sorts newest first on request', async () => {
      expect(await titles({ sort: 'newest' })).toEqual([
        'Friendly counter',
        'Buy cheaper',
        'Did nothing for me',
        'Off topic',
        'Cured my anxiety',
      ]);
    });

    it('filters by status, product or the store, rating and verified purchase', async () => {
      expect(await titles({ status: 'held' })).toEqual(['Cured my anxiety', 'Buy cheaper']);
      expect(await titles({ status: 'withheld' })).toEqual(['Off topic']);
      expect(await titles({ status: 'published', sort: 'newest' })).toEqual(['Friendly counter', 'Did nothing for me']);
      expect(await titles({ product: tincture })).toEqual(['Cured my anxiety', 'Did nothing for me']);
      expect(await titles({ product: 'store' })).toEqual(['Friendly counter']);
      expect(await titles({ rating: '1' })).toEqual(['Buy cheaper', 'Did nothing for me']);
      expect(await titles({ verified: 'yes' })).toEqual(['Cured my anxiety', 'Did nothing for me']);
      expect(await titles({ verified: 'no', rating: '4' })).toEqual(['Friendly counter']);
      expect((await listReviewQueue(db, query({ status: 'held', rating: '3' }), NOW)).heldCount).toBe(2);
    });

    it('counts a held review’s wait from its author’s last edit', async () => {
      await db.query('insert into review_revisions (review_id, rating, title, body, at) values ($1, 4, $2, $3, $4)', [
        ids.spam,
        'First try',
        'Earlier text',
        hoursBefore(1).toISOString(),
      ]);
      const [, spam] = (await listReviewQueue(db, query({ status: 'held' }), NOW)).reviews;
      expect(spam).toMatchObject({ title: 'Buy cheaper', heldSince: hoursBefore(1).toISOString(), waitedMinutes: 60 });
    });

    it('pages through 25 at a time', async () => {
      for (let index = 0; index < 24; index++)
        await review({
          email: `shopper${index}@example.com`,
          rating: 3,
          title: `Store ${index}`,
          createdAt: hoursBefore(100 + index),
        });
      const first = await listReviewQueue(db, query(), NOW);
      expect(first).toMatchObject({ total: 29, pageCount: 2 });
      expect(first.reviews).toHaveLength(25);
      const second = await listReviewQueue(db, query({ page: '2' }), NOW);
      expect(second.reviews.map((row) => row.title)).toEqual(['Store 20', 'Store 21', 'Store 22', 'Store 23']);
      await db.query(`delete from reviews where author_email like 'shopper%'`);
    });

    it('refuses filters it does not know', () => {
      for (const bad of [
        { status: 'hidden' },
        { rating: '6' },
        { product: 'calm' },
        { verified: 'maybe' },
        { page: '0' },
      ])
        expect(ReviewQueueQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    });
  });

  describe('one review', () => {
    it('shows the text, the checker’s findings with their rule, the linked order and earlier versions', async () => {
      await db.query('insert into review_revisions (review_id, rating, title, body, at) values ($1, 3, $2, $3, $4)', [
        ids.claim,
        'Pretty good',
        'Helped a bit.',
        hoursBefore(90).toISOString(),
      ]);
      const detail = (await getReviewDetail(db, ids.claim, NOW))!;
      expect(detail.review).toMatchObject({
        title: 'Cured my anxiety',
        body: 'This tincture cured my anxiety in a week.',
        authorEmail: 'dana@example.com',
        product: { id: tincture, name: 'Calm Tincture', slug: 'calm-tincture' },
        status: 'held',
        reply: null,
      });
      expect(
        detail.findings.map((finding) => [finding.field, finding.ruleId, finding.citation, finding.excerpt]),
      ).toEqual([
        ['title', 'health-claim', 'R 420.507(3)', 'Cured my anxiety'],
        ['body', 'health-claim', 'R 420.507(3)', 'cured my anxiety'],
      ]);
      expect(detail.order).toEqual({
        id: orderId,
        number: 'RR-REVIEW1',
        status: 'picked_up',
        placedAt: hoursBefore(200).toISOString(),
        pickedUpAt: hoursBefore(199).toISOString(),
      });
      expect(detail.revisions).toEqual([
        { rating: 3, title: 'Pretty good', body: 'Helped a bit.', at: hoursBefore(90).toISOString() },
      ]);
      expect(detail.audit).toEqual([]);
      expect(await getReviewDetail(db, NOBODY, NOW)).toBeNull();
    });
  });

  describe('decisions', () => {
    it('publishes a held review; its rating counts and nothing about the rating changes', async () => {
      const before = await summary(gummies);
      expect(await decideReview(db, admin, ids.spam, { decision: 'publish' }, NOW)).toEqual({ changed: true });
      expect(await stored(ids.spam)).toEqual({ status: 'published', withheld_reason: null, rating: 1, reply: null });
      expect(await summary(gummies)).toEqual({ count: before.count + 1, average: '1.50' });
      const [entry] = await listAudit(db, [{ entityType: 'review', entityId: ids.spam }]);
      expect(entry).toMatchObject({
        actorEmail: admin.email,
        action: 'published',
        before: { status: 'held', withheldReason: null, rating: 1 },
        after: { status: 'published', withheldReason: null, rating: 1 },
      });
      expect(entry!.summary).toContain('1-star rating now counts');
      const detail = (await getReviewDetail(db, ids.spam, NOW))!;
      expect(detail.review).toMatchObject({
        decidedAt: NOW.toISOString(),
        decidedBy: admin.email,
        waitedMinutes: null,
      });
    });

    it('withholds a health claim’s text with its policy reason, and its rating still counts in the average', async () => {
      expect(await summary(tincture)).toEqual({ count: 1, average: '1.00' });
      await decideReview(db, admin, ids.claim, { decision: 'withhold', reason: 'health_claim' }, NOW);
      expect(await stored(ids.claim)).toMatchObject({ status: 'withheld', withheld_reason: 'health_claim', rating: 5 });
      expect(await summary(tincture)).toEqual({ count: 2, average: '3.00' });
      const [entry] = await listAudit(db, [{ entityType: 'review', entityId: ids.claim }]);
      expect(entry).toMatchObject({
        action: 'withheld',
        summary:
          'Text withheld under the review policy: health or cure claims; the 5-star rating counts in the average as before',
        before: { status: 'held', withheldReason: null, rating: 5 },
        after: { status: 'withheld', withheldReason: 'health_claim', rating: 5 },
      });
    });

    it('restores a withheld text, changes nothing when asked for what already stands, and never touches the rating', async () => {
      expect(await decideReview(db, admin, ids.withheld, { decision: 'publish' }, NOW)).toEqual({ changed: true });
      expect(await stored(ids.withheld)).toMatchObject({ status: 'published', withheld_reason: null, rating: 2 });
      expect(await decideReview(db, admin, ids.withheld, { decision: 'publish' }, NOW)).toEqual({ changed: false });
      const entries = await listAudit(db, [{ entityType: 'review', entityId: ids.withheld }]);
      expect(entries.map((entry) => entry.action)).toEqual(['restored']);
      // Withholding a published text for a reason, then changing the reason.
      await decideReview(db, admin, ids.low, { decision: 'withhold', reason: 'off_topic' }, NOW);
      await decideReview(db, admin, ids.low, { decision: 'withhold', reason: 'profanity' }, NOW);
      expect(await stored(ids.low)).toMatchObject({ status: 'withheld', withheld_reason: 'profanity', rating: 1 });
      const [changed] = await listAudit(db, [{ entityType: 'review', entityId: ids.low }]);
      expect(changed!.summary).toBe(
        'Withholding reason changed from off-topic to profanity or harassment; the 1-star rating counts in the average as before',
      );
    });

    it('refuses a review that does not exist', async () => {
      await expect(decideReview(db, admin, NOBODY, { decision: 'publish' }, NOW)).rejects.toMatchObject({
        status: 404,
        message: 'There is no such review.',
      });
    });
  });

  describe('the store’s reply', () => {
    it('is written, edited and removed, each in the audit log with what it replaced', async () => {
      expect(await setReviewReply(db, admin, ids.store, 'Thank you, Kim!', NOW)).toEqual({ changed: true });
      expect(await setReviewReply(db, admin, ids.store, 'Thank you, Kim!', NOW)).toEqual({ changed: false });
      await setReviewReply(db, admin, ids.store, 'Thanks, Kim. See you soon!', NOW);
      const detail = (await getReviewDetail(db, ids.store, NOW))!;
      expect(detail.review).toMatchObject({
        reply: 'Thanks, Kim. See you soon!',
        repliedAt: NOW.toISOString(),
        repliedBy: admin.email,
        rating: 4,
        status: 'published',
      });
      await setReviewReply(db, admin, ids.store, null, NOW);
      expect((await getReviewDetail(db, ids.store, NOW))!.review).toMatchObject({ reply: null, repliedAt: null });
      const entries = await listAudit(db, [{ entityType: 'review', entityId: ids.store }]);
      expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['reply_removed', { reply: 'Thanks, Kim. See you soon!' }, { reply: null }],
        ['reply_edited', { reply: 'Thank you, Kim!' }, { reply: 'Thanks, Kim. See you soon!' }],
        ['replied', { reply: null }, { reply: 'Thank you, Kim!' }],
      ]);
    });
  });

  describe('the endpoints', () => {
    const config = { mediaDir: '', mediaBucket: 'media', supabase: null } as never;
    const call = (
      handler: Parameters<typeof callEndpoint>[0],
      method: string,
      path: string,
      body?: unknown,
      id?: string,
    ) =>
      callEndpoint(handler, {
        db,
        staff: admin,
        config,
        request: jsonRequest(method, path, body),
        params: id ? { id } : {},
        now: NOW,
      });

    it('answer the queue and a review, and 404 for one that does not exist', async () => {
      const queue = await call(queueEndpoint.GET, 'GET', 'reviews?status=withheld&sort=newest');
      expect(queue.status).toBe(200);
      expect(((await queue.json()) as { total: number }).total).toBeGreaterThan(0);
      expect((await call(queueEndpoint.GET, 'GET', 'reviews?rating=9')).status).toBe(400);
      const one = await call(reviewEndpoint.GET, 'GET', `reviews/${ids.claim}`, undefined, ids.claim);
      expect(one.status).toBe(200);
      for (const id of [NOBODY, 'not-a-review']) {
        const missing = await call(reviewEndpoint.GET, 'GET', `reviews/${id}`, undefined, id);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toMatchObject({ error: 'There is no such review.' });
      }
    });

    it('refuse withholding without a reason, or with one outside the policy, and change nothing', async () => {
      const before = await stored(ids.spam);
      const noReason = await call(decisionEndpoint.POST, 'POST', 'x', { decision: 'withhold' }, ids.spam);
      expect(noReason.status).toBe(400);
      expect(await noReason.json()).toMatchObject({
        fields: { reason: ['Choose the reason from the review policy that the text breaks.'] },
      });
      const emptyReason = await call(
        decisionEndpoint.POST,
        'POST',
        'x',
        { decision: 'withhold', reason: '' },
        ids.spam,
      );
      expect(emptyReason.status).toBe(400);
      const outside = await call(
        decisionEndpoint.POST,
        'POST',
        'x',
        { decision: 'withhold', reason: 'one_star' },
        ids.spam,
      );
      expect(outside.status).toBe(400);
      expect(await outside.json()).toMatchObject({ fields: { reason: [expect.stringContaining('review policy')] } });
      const unknown = await call(decisionEndpoint.POST, 'POST', 'x', { decision: 'delete' }, ids.spam);
      expect(unknown.status).toBe(400);
      expect(await stored(ids.spam)).toEqual(before);
      const missing = await call(decisionEndpoint.POST, 'POST', 'x', { decision: 'publish' }, NOBODY);
      expect(missing.status).toBe(404);
    });

    it('decide and reply, answering the review as it is now', async () => {
      const decided = await call(
        decisionEndpoint.POST,
        'POST',
        'x',
        { decision: 'withhold', reason: 'spam' },
        ids.spam,
      );
      expect(decided.status).toBe(200);
      expect(await decided.json()).toMatchObject({ review: { status: 'withheld', withheldReason: 'spam', rating: 1 } });
      const empty = await call(replyEndpoint.PUT, 'PUT', 'x', { reply: '   ' }, ids.spam);
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ fields: { reply: ['Write the reply, or remove it instead.'] } });
      const replied = await call(replyEndpoint.PUT, 'PUT', 'x', { reply: ' We only sell here. ' }, ids.spam);
      expect(await replied.json()).toMatchObject({ review: { reply: 'We only sell here.' } });
      const removed = await call(replyEndpoint.DELETE, 'DELETE', 'x', undefined, ids.spam);
      expect(await removed.json()).toMatchObject({ review: { reply: null } });
      expect((await call(replyEndpoint.DELETE, 'DELETE', 'x', undefined, NOBODY)).status).toBe(404);
    });
  });

  it('counts the reviews waiting on the overview for those who moderate them', async () => {
    const waiting = await review({
      product: gummies,
      email: 'new@example.com',
      rating: 3,
      status: 'held',
      holdReasons: ['spam'],
      createdAt: hoursBefore(1),
    });
    expect(await countHeldReviews(db)).toBe(1);
    expect((await loadOverview(db, { now: NOW, withReviews: true })).reviewsWaiting).toBe(1);
    expect((await loadOverview(db, { now: NOW })).reviewsWaiting).toBeNull();
    await decideReview(db, admin, waiting, { decision: 'publish' }, NOW);
    expect((await loadOverview(db, { now: NOW, withReviews: true })).reviewsWaiting).toBe(0);
  });
});
