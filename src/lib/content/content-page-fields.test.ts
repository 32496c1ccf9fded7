import { describe, expect, it } from 'vitest';
import { contentPageFields, isContentPath, type ContentPageFields } from './content-page-fields.ts';

const page: ContentPageFields = {
  path: '/learn/terpenes-over-potency',
  kind: 'learn',
  status: 'published',
  title: 'Terpenes over potency',
  summary: 'Why the smell tells you more than the THC number.',
  body: 'Text.',
  heroMediaId: null,
  heroAlt: null,
  authorName: 'River Raisin staff',
  ownerId: null,
  seoTitle: '',
  seoDescription: null,
  publishedAt: new Date('2026-03-02T15:00:00Z'),
};

describe('content page fields', () => {
  it('places each kind at its own addresses', () => {
    expect(isContentPath('learn', '/learn/cannabinoids')).toBe(true);
    expect(isContentPath('blog', '/blog/hand-trimming-vs-the-machine')).toBe(true);
    expect(isContentPath('legal', '/privacy-policy')).toBe(true);
    expect(isContentPath('legal', '/learn/privacy')).toBe(false);
    expect(isContentPath('learn', '/learn/Cannabinoids')).toBe(false);
    expect(isContentPath('blog', '/blog/')).toBe(false);
    expect(isContentPath('page', '/a--b')).toBe(false);
  });

  it('keeps a page that fits, with blank optional texts as none', () => {
    const parsed = contentPageFields.parse(page);
    expect(parsed.seoTitle).toBeNull();
    expect(parsed.title).toBe('Terpenes over potency');
  });

  it('names each field at fault', () => {
    const result = contentPageFields.safeParse({
      ...page,
      path: '/terpenes',
      title: ' ',
      heroMediaId: '0b7e3b8e-8f0a-4a4e-9d6b-2f1c1f3c9a10',
      publishedAt: null,
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(new Set(['path', 'title', 'heroAlt', 'publishedAt']));
  });
});
