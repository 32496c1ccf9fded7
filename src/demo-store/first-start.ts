import { queryOne, type Database } from '#server/db/index.ts';
import { SEED_CONTENT_PAGES } from './content/index.ts';
import { insertContentPages } from './content-pages.ts';
import { publishSeedBlockPages } from './block-pages.ts';
import { seedDemoStore } from './index.ts';

/**
 * Seeds the demo chain the first time an embedded database starts: Monroe and Ypsilanti, with
 * the demo staff sign-ins (a manager of both, and one of Ypsilanti only) and the order history.
 * A store that has been seeded before is left as its staff shaped it, even if they deleted demo rows;
 * only a store seeded before content pages existed gets the demo store's pages, once, and one whose
 * home and deals pages have never been out gets their blocks.
 */
export async function seedEmbeddedStoreOnce(db: Database, mediaDir: string): Promise<boolean> {
  const settings = await queryOne<{ seeded: boolean; contentSeeded: boolean }>(
    db,
    'select seeded_at is not null as seeded, content_seeded_at is not null as "contentSeeded" from store_settings',
  );
  if (settings?.seeded) {
    if (!settings.contentSeeded) {
      const pages = await db.transaction((tx) => insertContentPages(tx, SEED_CONTENT_PAGES));
      console.info(`Published the demo store's content pages: ${pages}.`);
    }
    // A store seeded before the home and deals pages were built from blocks gets the blocks they showed.
    const blockPages = await db.transaction((tx) => publishSeedBlockPages(tx, new Date()));
    if (blockPages > 0) console.info(`Published the demo store's home and deals page blocks: ${blockPages}.`);
    return false;
  }
  const report = await seedDemoStore(db, { mediaDir, demoAccounts: true, history: true, stores: 2 });
  console.info(`Seeded the demo store: ${JSON.stringify(report)}`);
  return true;
}
