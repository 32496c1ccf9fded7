import type { Queryable } from '../../db/database.ts';
import { safeLink } from '../lab-batches.ts';

/** What a brand page needs besides its menu. */
export interface BrandPage {
  slug: string;
  name: string;
  description: string;
  /** The brand's site: an http(s) link, or null (anything else typed into the dashboard is dropped). */
  website: string | null;
}

export async function getBrandBySlug(db: Queryable, slug: string): Promise<BrandPage | null> {
  const [row] = await db.query<BrandPage & { [column: string]: unknown }>(
    'select slug, name, description, website from brands where slug = $1',
    [slug],
  );
  return row ? { slug: row.slug, name: row.name, description: row.description, website: safeLink(row.website) } : null;
}
