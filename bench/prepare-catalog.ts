// Prepares the embedded database `npm run bench` serves: exactly what a store's first start does
// (migrations, the demo store), then the synthetic catalog on top, so the menu has its size.
//   node bench/prepare-catalog.ts DATA_DIR VARIANTS
// Prints one line of JSON: { "catalog": "synthetic" | "demo", ...counts }.
import path from 'node:path';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPglite } from '#server/db/pglite.ts';
import { seedEmbeddedStoreOnce } from '#demo-store/first-start.ts';
import type * as SyntheticCatalog from '../scripts/synthetic-catalog.ts';

const [dataDir, variantsArgument] = process.argv.slice(2);
if (!dataDir || !variantsArgument) {
  console.error('usage: node bench/prepare-catalog.ts DATA_DIR VARIANTS');
  process.exit(2);
}
const variants = Number(variantsArgument);

const db = await openPglite({ dataDir: path.join(dataDir, 'db') });
try {
  await migrate(db, readMigrations(path.resolve(import.meta.dirname, '../supabase/migrations')));
  // Quiet: the seed reports what it wrote, which the benchmark does not need to show.
  const info = console.info;
  console.info = () => {};
  await seedEmbeddedStoreOnce(db, path.join(dataDir, 'media'));
  console.info = info;

  let generator: typeof SyntheticCatalog | undefined;
  try {
    generator = await import('../scripts/synthetic-catalog.ts');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  if (generator && variants > 0) {
    const report = await generator.generateSyntheticCatalog(db, { variants, seed: 1 });
    console.info(JSON.stringify({ catalog: 'synthetic', ...report }));
  } else {
    const [counts] = await db.query<{ products: number; variants: number }>(
      'select (select count(*) from products)::int as products, (select count(*) from variants)::int as variants',
    );
    console.info(JSON.stringify({ catalog: 'demo', ...counts }));
  }
} finally {
  await db.close();
}
