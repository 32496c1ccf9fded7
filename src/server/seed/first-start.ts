import type { Database } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import { seedDemoStore } from './index.ts';

/**
 * Seeds the demo store (with its demo staff sign-ins) the first time an embedded database starts.
 * A store that has been seeded before is left as its staff shaped it, even if they deleted demo rows.
 */
export async function seedEmbeddedStoreOnce(db: Database, mediaDir: string): Promise<boolean> {
  const settings = await queryOne<{ seeded: boolean }>(
    db,
    'select seeded_at is not null as seeded from store_settings',
  );
  if (settings?.seeded) return false;
  const report = await seedDemoStore(db, { mediaDir, demoAccounts: true });
  console.info(`Seeded the demo store: ${JSON.stringify(report)}`);
  return true;
}
