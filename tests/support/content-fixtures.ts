import type { ContentPageFields } from '#lib/content/content-page-fields.ts';
import type { ContentRequest } from '#server/content/index.ts';
import type { Queryable } from '#server/db/database.ts';
import { DEFAULT_THEME } from '#server/settings/theme.ts';

/** A content page that fits, published on 2 March 2026; tests change what they are about. */
export function pageFields(overrides: Partial<ContentPageFields> = {}): ContentPageFields {
  return {
    path: '/learn/terpenes-over-potency',
    kind: 'learn',
    status: 'published',
    title: 'Terpenes over potency',
    summary: 'Why the smell tells you more than the THC number.',
    body: '## Smell first\n\nMyrcene smells earthy. See the [flower](/category/flower).',
    heroMediaId: null,
    heroAlt: null,
    authorName: 'Lakeside staff',
    ownerId: null,
    seoTitle: null,
    seoDescription: null,
    publishedAt: new Date('2026-03-02T15:00:00Z'),
    ...overrides,
  };
}

/** The settings the content loaders read, as a store would have them. */
export const CONTENT_SETTINGS: ContentRequest['settings'] = {
  name: 'Lakeside Cannabis',
  timeZone: 'America/Detroit',
  limits: {
    adultUseMg: 70_870,
    adultUseConcentrateMg: 15_000,
    medicalDailyMg: 70_870,
    medicalMonthlyMg: 283_495,
    vapeLimitCategory: 'concentrate',
  },
  rewards: {
    pointsPerDollar: 1,
    birthdayBonusPoints: 100,
    redemptionTiers: [],
    referralDiscountCents: 1000,
    referralReferrerPoints: 200,
  },
  theme: DEFAULT_THEME,
};

/** A library image (the row only: the content model needs no file). */
export async function insertMediaRow(db: Queryable, path = 'library/lab-bench-1a2b3c4d.webp'): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into media (path, alt, width, height, byte_size, content_type, source, variant_widths)
     values ($1, 'A lab bench', 1600, 900, 12345, 'image/webp', 'jpeg', '{640,1280}') returning id`,
    [path],
  );
  return row!.id;
}
