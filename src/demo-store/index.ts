import type { Database } from '#server/db/index.ts';
import { seedDemoAccounts, seedSecondStoreManagers } from './accounts.ts';
import { SEED_CONTENT_PAGES } from './content/index.ts';
import { insertContentPages } from './content-pages.ts';
import { insertJobApplications } from './job-applications.ts';
import { insertJobPostings } from './job-postings.ts';
import { publishSeedBlockPages } from './block-pages.ts';
import { DEMO_DEALS } from './deals.ts';
import { DEMO_HISTORY_SCALE, seedDemoHistory, type HistoryCounts } from './history/index.ts';
import { insertHeldReviews } from './held-reviews.ts';
import { writeProductImages } from './images.ts';
import { generateCatalog } from './products.ts';
import { insertDemoReviews } from './reviews.ts';
import { DEMO_STORE } from './store.ts';
import { insertSecondStore, seedSecondStoreHistory, type SecondStoreCounts } from './stores.ts';
import { insertDemoTourSlots } from './tour-slots.ts';
import { insertBatches, insertDeals, insertProductImages, insertProducts, insertVariants } from './write-catalog.ts';
import {
  insertBrands,
  insertCategories,
  insertStoreHours,
  insertStoreSettings,
  insertStrains,
} from './write-reference.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts';
export { DEMO_SECOND_STORE, SECOND_STORE_MANAGER } from './stores.ts';
export { generateCatalog, notableProducts } from './products.ts';

export interface SeedOptions {
  /** Folder the app serves media from; product pictures go to `{mediaDir}/products`. */
  mediaDir: string;
  /** Create the demo sign-ins (embedded mode only: their passwords are public). */
  demoAccounts: boolean;
  /** The seed's clock: lab test dates are counted back from this day. Defaults to now. */
  now?: Date;
  /**
   * Add a year of order history ending the day before the seed's day (once per store): the
   * embedded demo store's first start does; a `DATABASE_URL` seed only when asked (`--history`).
   */
  history?: boolean;
  /**
   * How many of the demo chain's stores: 1, Monroe alone (the default), or 2 with the Ypsilanti
   * store, its shelf and, with the demo sign-ins, a manager of Ypsilanti only (stores.ts).
   */
  stores?: 1 | 2;
}

/** Rows each table gained in this run; all zero when the store was already seeded. */
export interface SeedCounts {
  storeSettings: number;
  storeHours: number;
  categories: number;
  brands: number;
  strains: number;
  products: number;
  variants: number;
  batches: number;
  productImages: number;
  deals: number;
  dealTargets: number;
  users: number;
  profiles: number;
  contentPages: number;
  blockPages: number;
  reviews: number;
  heldReviews: number;
  tourSlots: number;
  jobPostings: number;
  jobApplications: number;
}

export interface SeedReport {
  inserted: SeedCounts;
  /** What the chain's second store added; null when one store was asked for. */
  secondStore: SecondStoreCounts | null;
  /** What the order history added; null when not asked for or already there. */
  history: HistoryCounts | null;
  /** Image files written (two per product: 800 and 400 px); existing files are kept. */
  imageFilesWritten: number;
  seededAt: Date;
  durationMs: number;
}

/** The calendar day in the store's time zone, which is what a lab report's test date means. */
function storeDate(instant: Date): string {
  return instant.toLocaleDateString('en-CA', { timeZone: DEMO_STORE.timezone });
}

/**
 * Seeds the River Raisin demo store: settings, hours, categories, brands, strains, about 165
 * products with variants, lab batches and pictures, the demo deals, the content pages (learn
 * articles, blog posts, legal pages), the home and deals pages' blocks, the demo reviews (two of
 * them waiting for a decision), the job postings with applications to the budtender job at each
 * stage of hiring, and optionally the demo sign-ins and a year of order history (history/).
 * Idempotent: rows that exist (by slug, SKU, batch number, email) are left untouched and image
 * files already on disk are kept, so running it again changes nothing but `seeded_at`.
 * All rows are written in one transaction; it commits only once the pictures are on disk too.
 */
export async function seedDemoStore(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const catalog = generateCatalog();

  // Pictures render on libvips threads while the rows are written.
  const images = writeProductImages(catalog, options.mediaDir);
  images.catch(() => {});

  try {
    let history: HistoryCounts | null = null;
    let secondStore: SecondStoreCounts | null = null;
    const inserted = await db.transaction(async (tx): Promise<SeedCounts> => {
      const counts: SeedCounts = {
        storeSettings: await insertStoreSettings(tx),
        storeHours: await insertStoreHours(tx),
        categories: await insertCategories(tx),
        brands: await insertBrands(tx),
        strains: await insertStrains(tx),
        products: await insertProducts(tx, catalog),
        variants: await insertVariants(tx, catalog),
        batches: await insertBatches(tx, catalog, storeDate(now)),
        productImages: await insertProductImages(tx, catalog),
        ...(await insertDeals(tx, DEMO_DEALS, now, DEMO_STORE.timezone)),
        contentPages: await insertContentPages(tx, SEED_CONTENT_PAGES),
        blockPages: await publishSeedBlockPages(tx, now),
        reviews: await insertDemoReviews(tx, now),
        heldReviews: await insertHeldReviews(tx, catalog, now),
        tourSlots: await insertDemoTourSlots(tx, now),
        jobPostings: await insertJobPostings(tx, now),
        jobApplications: await insertJobApplications(tx, now),
        users: 0,
        profiles: 0,
      };
      if (options.demoAccounts) Object.assign(counts, await seedDemoAccounts(tx, now));
      if (options.stores === 2) {
        secondStore = await insertSecondStore(tx, catalog, storeDate(now));
        if (options.demoAccounts) secondStore.managers = await seedSecondStoreManagers(tx, now);
      }
      // Written while the pictures render on their own threads.
      if (options.history) {
        history = await seedDemoHistory(tx, { seedDay: storeDate(now), scale: DEMO_HISTORY_SCALE });
        // After Monroe's, so Monroe's is what a one-store seed writes.
        if (secondStore) secondStore.history = await seedSecondStoreHistory(tx, storeDate(now));
      }
      await images;
      await tx.query('update public.store_settings set seeded_at = $1::timestamptz', [now.toISOString()]);
      return counts;
    });
    return {
      inserted,
      secondStore,
      history,
      imageFilesWritten: await images,
      seededAt: now,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    // Never leave renders running behind a failed transaction.
    await images.catch(() => {});
  }
}
