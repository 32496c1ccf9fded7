import type { Queryable } from '#server/db/index.ts';
import type { SeedProduct } from './types.ts';

/**
 * Two reviews of the demo store waiting for an admin's decision, so the dashboard's review queue
 * has something to decide on a first start: one the advertising checker held for a health claim,
 * waiting past the 72-hour mark, and one the spam rules held, written a few hours before the seed
 * ran. The published and withheld demo reviews are the storefront's own seed.
 */
interface HeldReview {
  /** The category whose first product (in catalog order) it is about. */
  category: string;
  authorEmail: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  holdReasons: readonly string[];
  /** How long before the seed's clock it was written. */
  hoursAgo: number;
}

export const DEMO_HELD_REVIEWS: readonly HeldReview[] = [
  {
    category: 'tinctures',
    authorEmail: 'jordan.t@example.com',
    authorName: 'Jordan T.',
    rating: 5,
    title: 'Cured my anxiety',
    body: 'A dropper at night and this tincture cured my anxiety within a week. Smooth, mild taste too.',
    holdReasons: ['health_claim'],
    hoursAgo: 4 * 24 + 2,
  },
  {
    category: 'gummies',
    authorEmail: 'casey.m@example.com',
    authorName: 'Casey M.',
    rating: 2,
    title: 'Cheaper elsewhere',
    body: 'Fine gummies but overpriced. DM me on my page for a better deal, or call 734-555-0142!!!',
    holdReasons: ['spam', 'personal_information'],
    hoursAgo: 3,
  },
];

/** Writes the held reviews that are not there yet; returns how many were written. */
export async function insertHeldReviews(tx: Queryable, catalog: readonly SeedProduct[], now: Date): Promise<number> {
  let inserted = 0;
  for (const review of DEMO_HELD_REVIEWS) {
    const product = catalog.find((candidate) => candidate.categorySlug === review.category);
    if (!product) throw new Error(`The demo catalog has no ${review.category} for a held review.`);
    const rows = await tx.query(
      `insert into reviews (subject, product_id, author_email, author_name, rating, title, body, status, hold_reasons,
                            created_at, updated_at)
       select 'product', p.id, $2, $3, $4, $5, $6, 'held', $7, $8, $8 from products p where p.slug = $1
       on conflict do nothing
       returning id`,
      [
        product.slug,
        review.authorEmail,
        review.authorName,
        review.rating,
        review.title,
        review.body,
        review.holdReasons,
        new Date(now.getTime() - review.hoursAgo * 3_600_000).toISOString(),
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}
