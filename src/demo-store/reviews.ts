import type { ReviewPolicyReason } from '#lib/vocabulary/reviews.ts';
import type { Queryable } from '#server/db/index.ts';

/**
 * The demo store's reviews, so a fresh store shows the parts at work: mixed ratings (low ones
 * too) on a few products and on the store, verified buyers beside unverified ones, one review's
 * text withheld with its reason (its rating still counts), and the store's replies. The demo store
 * has no order history, so its verified reviews stand for buyers whose orders predate the site and
 * link to none. Dated back from the seed's clock, so every machine seeds the same store.
 */
interface SeedReview {
  product: string | null;
  author: string;
  email: string;
  rating: number;
  title: string;
  body: string;
  verified: boolean;
  daysAgo: number;
  helpful?: number;
  withheld?: ReviewPolicyReason;
  reply?: string;
}

const WHITE_WIDOW = 'grand-river-farms-white-widow';
const GELATO = 'thunder-bay-cultivators-gelato';

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    product: WHITE_WIDOW,
    author: 'Dana R.',
    email: 'dana.r@example.com',
    rating: 5,
    title: 'Bright and piney',
    body: 'Sticky, well-trimmed buds with a sharp pine and citrus nose. Burned clean to white ash.',
    verified: true,
    daysAgo: 3,
    helpful: 4,
  },
  {
    product: WHITE_WIDOW,
    author: 'Marcus T.',
    email: 'marcus.t@example.com',
    rating: 2,
    title: 'Dry this time',
    body: 'The jar I got was drier than the last one and the flavour faded fast. Hoping the next batch is fresher.',
    verified: true,
    daysAgo: 9,
    helpful: 6,
  },
  {
    product: WHITE_WIDOW,
    author: 'Jo K.',
    email: 'jo.k@example.com',
    rating: 4,
    title: 'Solid classic',
    body: 'Earthy, a little spicy, exactly what I expect from White Widow.',
    verified: false,
    daysAgo: 16,
  },
  {
    product: WHITE_WIDOW,
    author: 'Sam P.',
    email: 'sam.p@example.com',
    rating: 1,
    title: '',
    body: 'Anyone know if the Tigers game on Saturday is sold out?',
    verified: false,
    daysAgo: 21,
    withheld: 'off_topic',
  },
  {
    product: GELATO,
    author: 'Priya N.',
    email: 'priya.n@example.com',
    rating: 5,
    title: 'Dessert in a jar',
    body: 'Sweet, creamy nose and dense purple buds. My favourite from Thunder Bay.',
    verified: true,
    daysAgo: 5,
    helpful: 2,
  },
  {
    product: GELATO,
    author: 'Lee W.',
    email: 'lee.w@example.com',
    rating: 3,
    title: 'Good, pricey',
    body: 'Tastes great, but I would buy it more often at a lower price.',
    verified: false,
    daysAgo: 12,
  },
  {
    product: null,
    author: 'Casey M.',
    email: 'casey.m@example.com',
    rating: 5,
    title: 'Friendly and quick',
    body: 'Ordered ahead, walked in, out in five minutes. The budtender knew the menu inside out.',
    verified: true,
    daysAgo: 2,
    helpful: 3,
    reply: 'Thank you, Casey! We will pass that on to the counter team.',
  },
  {
    product: null,
    author: 'Robin H.',
    email: 'robin.h@example.com',
    rating: 2,
    title: 'Long wait at pickup',
    body: 'My order was not ready at my pickup time and I waited twenty minutes.',
    verified: true,
    daysAgo: 7,
    helpful: 5,
    reply:
      'Sorry about the wait, Robin. Saturday afternoons were short-staffed; we have added a second person at pickup.',
  },
  {
    product: null,
    author: 'Alex D.',
    email: 'alex.d@example.com',
    rating: 4,
    title: 'Great selection',
    body: 'Lots of local brands and the lab results are right on the product pages.',
    verified: false,
    daysAgo: 14,
  },
];

/** Writes the demo reviews that are not there yet (one per author and subject); returns how many. */
export async function insertDemoReviews(tx: Queryable, now: Date): Promise<number> {
  let inserted = 0;
  for (const review of SEED_REVIEWS) {
    const at = new Date(now.getTime() - review.daysAgo * 24 * 60 * 60 * 1000);
    const rows = await tx.query(
      `insert into reviews (subject, product_id, author_email, author_name, verified, rating, title, body, status,
                            withheld_reason, decided_at, reply, replied_at, helpful_count, created_at, updated_at)
       select $1, p.id, $3, $4, $5, $6, $7, $8, $9, $10::text,
              case when $10::text is null then null else $11::timestamptz end,
              $12::text, case when $12::text is null then null else $11::timestamptz end, $13, $11::timestamptz,
              $11::timestamptz
         from (select (select id from products where slug = $2) as id) p
        where $2::text is null or p.id is not null
       on conflict do nothing
       returning id`,
      [
        review.product ? 'product' : 'store',
        review.product,
        review.email,
        review.author,
        review.verified,
        review.rating,
        review.title,
        review.body,
        review.withheld ? 'withheld' : 'published',
        review.withheld ?? null,
        at,
        review.reply ?? null,
        review.helpful ?? 0,
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}
