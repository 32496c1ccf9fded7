import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import {
  answerPurchaseFeedback,
  helpfulVoters,
  loadFeedbackPage,
  loadReviewInvitePage,
  loadSubjectReviews,
  voteHelpful,
  writeCustomerReview,
  writeInvitedReview,
  type ReviewTarget,
} from '#server/reviews/index.ts';
import { blockViews } from '#server/content/index.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start;
const NEWEST = { sort: 'newest', page: 1 } as const;

describe(`reviews and first-purchase feedback on ${testEngine}`, () => {
  let db: Database;
  const products: Record<string, string> = {};
  const variants: Record<string, string> = {};
  const accounts: Record<string, { id: string; email: string; emailConfirmed: boolean; fullName: string }> = {};
  const product = (slug: string): ReviewTarget => ({ subject: 'product', productId: products[slug]! });

  /** A customer account as registration makes one, its email confirmed with the emailed link. */
  async function signUp(name: string, email = `${name}@example.com`) {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName: `${name} Tester` });
    const id = (outcome as { user: { id: string } }).user.id;
    const confirmed = await browser.request().confirmEmailLink(await linkToken(email, 'confirm_email'));
    accounts[name] = { id, email, emailConfirmed: confirmed !== null, fullName: `${name} Tester` };
  }

  /** Places an order of one unit of each size and picks it up; returns the order's id. */
  async function pickedUpOrder(
    email: string,
    slugs: string[],
    { customerId = null, linkOrigin }: { customerId?: string | null; linkOrigin?: string } = {},
  ): Promise<string> {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Robin Guest', email, phone: '7345550100', birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: slugs.map((slug) => ({ variantId: variants[slug]!, quantity: 1 })),
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      redeemPoints: 0,
      now: NOW,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, outcome.order.id, status, { now: NOW, linkOrigin });
    return outcome.order.id;
  }

  /** The token of the link in the newest email of `template` to `email` (a review link, or a `token=`). */
  async function linkToken(email: string, template: string): Promise<string> {
    const message = (await emailsTo(db, email)).find((candidate) => candidate.template === template);
    const found = /(?:\/reviews\/write\/|token=)([A-Za-z0-9_.%-]+)/.exec(message?.text ?? '');
    if (!found) throw new Error(`No ${template} link to ${email}`);
    return decodeURIComponent(found[1]!);
  }
  const reviewLinkToken = (email: string) => linkToken(email, 'pickup_follow_up');

  const summaryOf = async (target: ReviewTarget) =>
    (await loadSubjectReviews(db, target, { query: NEWEST, viewerEmail: null })).summary;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 1000, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    for (const slug of ['blue-dream', 'gelato', 'zkittlez', 'sour-diesel', 'og-kush', 'wedding-cake']) {
      products[slug] = await insertProduct(db, {
        slug,
        category: 'flower',
        variants: [{ size: '3.5 g', price: 3000, stock: 1000, limit: { category: 'flower', amount: 3544 } }],
      });
      [{ id: variants[slug]! }] = (await db.query<{ id: string }>(`select id from variants where sku = $1`, [
        `${slug}-0`,
      ])) as [{ id: string }];
    }
    for (const name of ['ada', 'ben', 'cy', 'dee', 'eve']) await signUp(name);
  });
  afterAll(() => db.close());

  it('publishes and counts a verified buyer’s 1-star review exactly like a 5-star one', async () => {
    await pickedUpOrder(accounts.ada!.email, ['blue-dream'], { customerId: accounts.ada!.id });
    await pickedUpOrder(accounts.ben!.email, ['blue-dream'], { customerId: accounts.ben!.id });
    const low = await writeCustomerReview(
      db,
      accounts.ada!,
      product('blue-dream'),
      { rating: 1, title: 'Harsh', body: 'Dry and harsh, not for me.' },
      NOW,
    );
    const high = await writeCustomerReview(
      db,
      accounts.ben!,
      product('blue-dream'),
      { rating: 5, title: 'Lovely', body: 'Sweet berry nose, smooth.' },
      later(1),
    );
    expect([low.status, high.status]).toEqual(['published', 'published']);
    expect(low.holdReasons).toEqual(high.holdReasons);

    const page = await loadSubjectReviews(db, product('blue-dream'), { query: NEWEST, viewerEmail: null });
    expect(page.summary).toEqual({
      average: 3,
      count: 2,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
      uncounted: 0,
    });
    expect(page.list.reviews.map((review) => [review.rating, review.body])).toEqual([
      [5, 'Sweet berry nose, smooth.'],
      [1, 'Dry and harsh, not for me.'],
    ]);
  });

  it('holds a health claim with its reason, and once withheld still counts its rating', async () => {
    await pickedUpOrder(accounts.cy!.email, ['blue-dream'], { customerId: accounts.cy!.id });
    const claim = await writeCustomerReview(
      db,
      accounts.cy!,
      product('blue-dream'),
      { rating: 4, title: '', body: 'This cured my anxiety.' },
      later(2),
    );
    expect(claim).toMatchObject({ status: 'held', holdReasons: ['health_claim'] });
    expect((await summaryOf(product('blue-dream'))).count).toBe(2);

    // An admin withholds its text under the policy (the dashboard's decision).
    await db.query(`update reviews set status = 'withheld', withheld_reason = 'health_claim' where id = $1`, [
      claim.id,
    ]);
    const page = await loadSubjectReviews(db, product('blue-dream'), {
      query: NEWEST,
      viewerEmail: accounts.cy!.email,
    });
    expect(page.summary).toMatchObject({ count: 3, average: 3.3 });
    const shown = page.list.reviews.find((review) => review.id === claim.id)!;
    expect(shown).toMatchObject({
      rating: 4,
      body: '',
      withheldNotice: 'Withheld under our review policy: health or cure claims',
    });
    expect(page.own).toMatchObject({ status: 'withheld' });
  });

  it('holds contact details, links and bursts whatever the rating', async () => {
    const reasons = async (name: string, slug: string, body: string, rating: number) =>
      (await writeCustomerReview(db, accounts[name]!, product(slug), { rating, title: '', body }, later(3)))
        .holdReasons;
    expect(await reasons('dee', 'blue-dream', 'Call me at 734-555-0199', 5)).toEqual(['personal_information']);
    expect(await reasons('dee', 'gelato', 'Cheaper at www.example.com', 1)).toEqual(['spam']);
    // Eve writes five reviews in a minute; the sixth waits for a decision.
    for (const slug of ['blue-dream', 'gelato', 'zkittlez', 'sour-diesel', 'og-kush'])
      expect(await reasons('eve', slug, 'Nice.', 3)).toEqual([]);
    expect(
      (
        await writeCustomerReview(
          db,
          accounts.eve!,
          { subject: 'store' },
          { rating: 5, title: '', body: 'Nice.' },
          later(4),
        )
      ).holdReasons,
    ).toEqual(['spam']);
  });

  it('lets the author edit their review and keeps the rating and text it replaced', async () => {
    const edited = await writeCustomerReview(
      db,
      accounts.ada!,
      product('blue-dream'),
      { rating: 2, title: 'Better', body: 'Second jar was fresher.' },
      later(10),
    );
    expect(edited).toMatchObject({ status: 'published', edited: true });
    const revisions = await db.query<{ rating: number; body: string }>(
      'select rating, body from review_revisions where review_id = $1',
      [edited.id],
    );
    expect(revisions).toEqual([{ rating: 1, body: 'Dry and harsh, not for me.' }]);
    expect(
      await db.query('select 1 from reviews where author_email = $1 and product_id = $2', [
        accounts.ada!.email,
        products['blue-dream'],
      ]),
    ).toHaveLength(1);
    const page = await loadSubjectReviews(db, product('blue-dream'), {
      query: NEWEST,
      viewerEmail: accounts.ada!.email,
    });
    expect(page.list.reviews.find((review) => review.id === edited.id)).toMatchObject({ rating: 2, edited: true });
  });

  it('marks a verified buyer by a picked-up order that contained the product (the store: any)', async () => {
    await pickedUpOrder(accounts.ben!.email, ['gelato'], { customerId: accounts.ben!.id });
    const bought = await writeCustomerReview(
      db,
      accounts.ben!,
      product('gelato'),
      { rating: 3, title: '', body: 'Fine.' },
      later(20),
    );
    const notBought = await writeCustomerReview(
      db,
      accounts.ben!,
      product('zkittlez'),
      { rating: 3, title: '', body: 'Fine.' },
      later(21),
    );
    const store = await writeCustomerReview(
      db,
      accounts.ben!,
      { subject: 'store' },
      { rating: 4, title: '', body: 'Quick pickup.' },
      later(22),
    );
    const verified = await db.query<{ id: string; verified: boolean }>(
      'select id, verified from reviews where id = any($1::uuid[])',
      [[bought.id, notBought.id, store.id]],
    );
    expect(Object.fromEntries(verified.map((row) => [row.id, row.verified]))).toEqual({
      [bought.id]: true,
      [notBought.id]: false,
      [store.id]: true,
    });
  });

  it('emails a guest a review link that works once per product of that order, and for nothing else', async () => {
    const email = 'guest.one@example.com';
    const orderId = await pickedUpOrder(email, ['sour-diesel', 'og-kush'], { linkOrigin: 'https://shop.example' });
    const invite = (await emailsTo(db, email)).find((message) => message.template === 'pickup_follow_up')!;
    expect(invite.text).toContain('https://shop.example/reviews/write/');
    expect(invite.text).toContain('- Sour Diesel');
    const token = await reviewLinkToken(email);

    const page = await loadReviewInvitePage(db, token, later(30));
    expect(page).toMatchObject({ state: 'open', storeReviewed: false });
    expect(page.state === 'open' && page.products.map((item) => [item.name, item.reviewed]).sort()).toEqual([
      ['Og Kush', false],
      ['Sour Diesel', false],
    ]);

    const written = await writeInvitedReview(
      db,
      token,
      product('sour-diesel'),
      { rating: 2, title: '', body: 'Too earthy.' },
      later(31),
    );
    expect(written.status).toBe('published');
    const [row] = await db.query<{ verified: boolean; order_id: string; author_name: string }>(
      'select verified, order_id, author_name from reviews where id = $1',
      [written.id],
    );
    expect(row).toEqual({ verified: true, order_id: orderId, author_name: 'Robin G.' });

    await expect(
      writeInvitedReview(db, token, product('sour-diesel'), { rating: 5, title: '', body: 'Again' }, later(32)),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      writeInvitedReview(db, token, product('gelato'), { rating: 5, title: '', body: 'Not mine' }, later(32)),
    ).rejects.toMatchObject({ status: 403 });
    await writeInvitedReview(db, token, { subject: 'store' }, { rating: 4, title: '', body: 'Kind staff.' }, later(33));
    await expect(
      writeInvitedReview(db, token, { subject: 'store' }, { rating: 4, title: '', body: 'x' }, later(34)),
    ).rejects.toMatchObject({ status: 409 });
    expect(await loadReviewInvitePage(db, token, later(35))).toMatchObject({ state: 'open', storeReviewed: true });

    const forged = `${token.slice(0, -2)}xx`;
    await expect(
      writeInvitedReview(db, forged, product('og-kush'), { rating: 3, title: '', body: '' }, later(36)),
    ).rejects.toMatchObject({ status: 403 });
    // After thirty days the link opens nothing.
    expect(await loadReviewInvitePage(db, token, later(31 * 24 * 60))).toEqual({ state: 'invalid' });
  });

  it('sends one email at pickup; the review and feedback asks follow in one email the next day at 11 AM store time', async () => {
    const email = 'one.message@example.com';
    await pickedUpOrder(email, ['blue-dream'], { linkOrigin: 'https://shop.example' });
    const sent = await emailsTo(db, email);
    // At the counter: the order's "picked up" email is the only one due now.
    const dueNow = sent.filter((message) => message.sendAt === undefined && message.template !== 'order_placed');
    expect(dueNow.map((message) => message.template).sort()).toEqual([
      'order_accepted',
      'order_picked_up',
      'order_ready',
    ]);
    const followUps = sent.filter((message) => message.template === 'pickup_follow_up');
    expect(followUps).toHaveLength(1);
    const [followUp] = followUps;
    // The next store day at 11 AM (the store's time zone, whatever the server's).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });
    expect(day.format(followUp!.sendAt!)).toBe(day.format(new Date(NOW.getTime() + 24 * 3_600_000)));
    expect(hour.format(followUp!.sendAt!)).toBe('11:00 AM');
    // A first pickup: both asks in the one email, each with its link.
    expect(followUp!.subject).toBe('How was your first order at Test Store?');
    expect(followUp!.text).toContain('https://shop.example/reviews/write/');
    expect(followUp!.text).toContain('https://shop.example/feedback/first-purchase?token=');
    expect(followUp!.html).toContain('<a href="https://shop.example/feedback/first-purchase?token=');
    // It waits in the outbox until then.
    const [row] = await db.query<{ next_attempt_at: Date }>('select next_attempt_at from email_outbox where id = $1', [
      followUp!.id,
    ]);
    expect(row!.next_attempt_at).toEqual(followUp!.sendAt);
  });

  it('asks for feedback after a first pickup only, by account or by email, and takes one answer per order', async () => {
    const email = 'first.timer@example.com';
    const first = await pickedUpOrder(email, ['gelato']);
    await pickedUpOrder(email, ['zkittlez']);
    const followUps = (await emailsTo(db, email)).filter((message) => message.template === 'pickup_follow_up');
    expect(followUps).toHaveLength(2);
    const asks = (message: { text: string }) => message.text.includes('/feedback/first-purchase?token=');
    // Newest first: the second pickup's email has no question, the first's has it beside its review link.
    expect(followUps.map(asks)).toEqual([false, true]);
    expect(followUps[1]!.text).toContain('/reviews/write/');
    // Ben's first pickup was earlier; another one sends no second question.
    await pickedUpOrder(accounts.ben!.email, ['og-kush'], { customerId: accounts.ben!.id });
    expect((await emailsTo(db, accounts.ben!.email)).filter(asks)).toHaveLength(1);

    const firstEmail = followUps[1]!;
    const token = decodeURIComponent(/token=([A-Za-z0-9_.%-]+)/.exec(firstEmail.text)![1]!);
    expect(await loadFeedbackPage(db, token, later(5))).toMatchObject({ state: 'open' });
    expect(await loadFeedbackPage(db, null, later(5))).toEqual({ state: 'no-link' });
    expect(await loadFeedbackPage(db, 'not-a-token', later(5))).toEqual({ state: 'no-link' });
    await answerPurchaseFeedback(db, token, { score: 9, wentWell: 'Fast', couldImprove: '' }, later(6));
    await expect(
      answerPurchaseFeedback(db, token, { score: 2, wentWell: '', couldImprove: '' }, later(7)),
    ).rejects.toMatchObject({ status: 409 });
    expect(await loadFeedbackPage(db, token, later(8))).toMatchObject({ state: 'answered' });
    expect(await db.query('select score, went_well from purchase_feedback where order_id = $1', [first])).toEqual([
      { score: 9, went_well: 'Fast' },
    ]);
  });

  it('counts only verified buyers’ reviews, whatever their stars: others are listed, marked, and move nothing', async () => {
    const target = product('wedding-cake');
    // Signed-in customers with confirmed emails and no picked-up order of it: a 1-star and a 5-star.
    const low = await writeCustomerReview(db, accounts.dee!, target, { rating: 1, title: '', body: 'Meh.' }, later(40));
    const high = await writeCustomerReview(
      db,
      accounts.eve!,
      target,
      { rating: 5, title: '', body: 'Wow.' },
      later(41),
    );
    expect([low.status, high.status]).toEqual(['published', 'published']);
    let page = await loadSubjectReviews(db, target, { query: NEWEST, viewerEmail: null });
    expect(page.summary).toMatchObject({ average: null, count: 0, uncounted: 2 });
    expect(page.list.reviews.map((review) => [review.rating, review.verified])).toEqual([
      [5, false],
      [1, false],
    ]);

    // A guest's review through their picked-up order's link counts.
    const guest = 'cake.guest@example.com';
    await pickedUpOrder(guest, ['wedding-cake']);
    await writeInvitedReview(
      db,
      await reviewLinkToken(guest),
      target,
      { rating: 4, title: '', body: 'Sweet and dense.' },
      later(42),
    );
    page = await loadSubjectReviews(db, target, { query: NEWEST, viewerEmail: null });
    expect(page.summary).toMatchObject({ average: 4, count: 1, uncounted: 2 });
    expect(page.summary.distribution.find((row) => row.stars === 4)?.count).toBe(1);
    expect(page.list.reviews).toHaveLength(3);
  });

  it('starts counting a review written before the pickup once its author picks the product up', async () => {
    const target = product('wedding-cake');
    // Eve picks up something else: her review of the cake stays uncounted.
    await pickedUpOrder(accounts.eve!.email, ['zkittlez'], { customerId: accounts.eve!.id });
    // Dee places an order as a guest with her account's email, then picks it up.
    const orderId = await pickedUpOrder(accounts.dee!.email, ['wedding-cake']);
    const rows = await db.query<{ author_email: string; verified: boolean; order_id: string | null }>(
      'select author_email, verified, order_id from reviews where product_id = $1 and customer_id is not null order by author_email',
      [products['wedding-cake']],
    );
    expect(rows).toEqual([
      { author_email: accounts.dee!.email, verified: true, order_id: orderId },
      { author_email: accounts.eve!.email, verified: false, order_id: null },
    ]);
    const summary = await summaryOf(target);
    expect(summary).toMatchObject({ average: 2.5, count: 2, uncounted: 1 });
  });

  it('lets no account write before its email is confirmed: a guest’s review cannot be replaced by registering their email', async () => {
    const guest = 'robin.owner@example.com';
    await pickedUpOrder(guest, ['og-kush']);
    const written = await writeInvitedReview(
      db,
      await reviewLinkToken(guest),
      product('og-kush'),
      { rating: 5, title: 'Favourite', body: 'Piney and strong.' },
      later(50),
    );
    const before = await db.query('select * from reviews where id = $1', [written.id]);

    // Someone registers the guest's address; sign-in works at once, the email is never confirmed.
    const impostor = testBrowser(db);
    const outcome = await impostor.signUp({
      email: guest,
      password: 'Maple kettle harbor 71',
      fullName: 'Mallory Mask',
    });
    const account = {
      id: (outcome as { user: { id: string } }).user.id,
      email: guest,
      emailConfirmed: false,
      fullName: 'Mallory Mask',
    };
    for (const target of [product('og-kush'), product('gelato'), { subject: 'store' } as const]) {
      await expect(
        writeCustomerReview(db, account, target, { rating: 1, title: 'Awful', body: 'Never again.' }, later(51)),
      ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/^Confirm your email address/) });
    }
    expect(await db.query('select * from reviews where id = $1', [written.id])).toEqual(before);
    expect(await db.query('select 1 from reviews where customer_id = $1', [account.id])).toEqual([]);
    expect(await db.query('select 1 from review_revisions where review_id = $1', [written.id])).toEqual([]);
  });

  it('counts one helpful vote per voter and sorts most helpful first, ten to a page', async () => {
    const target = product('zkittlez');
    const page = await loadSubjectReviews(db, target, { query: NEWEST, viewerEmail: null });
    const oldest = page.list.reviews.at(-1)!;
    const visitor = helpfulVoters({ accountId: null, clientAddress: '203.0.113.9' });
    expect(
      await voteHelpful(db, { reviewId: oldest.id, voters: visitor, clientAddress: '203.0.113.9', now: NOW }),
    ).toEqual({ counted: true });
    expect(
      await voteHelpful(db, { reviewId: oldest.id, voters: visitor, clientAddress: '203.0.113.9', now: NOW }),
    ).toEqual({ counted: false });
    const helpful = await loadSubjectReviews(db, target, { query: { sort: 'helpful', page: 1 }, viewerEmail: null });
    expect(helpful.list.reviews[0]).toMatchObject({ id: oldest.id, helpfulCount: 1 });

    for (let index = 0; index < 11; index += 1)
      await writeCustomerReview(
        db,
        { id: accounts.ada!.id, email: `reader${index}@example.com`, emailConfirmed: true, fullName: 'Pat Reader' },
        target,
        { rating: (index % 5) + 1, title: '', body: '' },
        later(100 + index * 20),
      );
    const second = await loadSubjectReviews(db, target, { query: { sort: 'newest', page: 2 }, viewerEmail: null });
    expect(second.list.pageCount).toBe(2);
    expect(second.list.reviews).toHaveLength(second.summary.count + second.summary.uncounted - 10);
    const beyond = await loadSubjectReviews(db, target, { query: { sort: 'newest', page: 9 }, viewerEmail: null });
    expect(beyond.list.query.page).toBe(2);
  });

  it('gives the home page’s reviews block the newest store reviews with published text and the store’s summary', async () => {
    const settings = await getStoreSettings(db);
    const [view] = await blockViews({ db, settings, now: later(600) }, [
      { kind: 'reviews', id: 'home-reviews', heading: '', count: 2 },
    ]);
    const summary = await summaryOf({ subject: 'store' });
    expect(view).toMatchObject({ kind: 'reviews', summary });
    const shown = view?.kind === 'reviews' ? view.reviews : [];
    expect(shown).toHaveLength(2);
    expect(shown.every((review) => review.withheldNotice === null && review.body !== '')).toBe(true);
  });

  it('announces every review change, so the page caches empty', async () => {
    const heard = vi.fn();
    const stop = await db.listen('content_changed', heard);
    try {
      await writeCustomerReview(
        db,
        accounts.dee!,
        { subject: 'store' },
        { rating: 1, title: '', body: 'Closed early.' },
        later(500),
      );
      await vi.waitFor(() => expect(heard).toHaveBeenCalled(), { timeout: 5_000 });
    } finally {
      await stop();
    }
  });
});
