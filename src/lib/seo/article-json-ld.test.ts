import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './article-json-ld.ts';

const facts = {
  type: 'BlogPosting' as const,
  title: 'Hand-trimming vs. the machine',
  description: 'Why we trim by hand.',
  path: '/blog/hand-trimming-vs-the-machine',
  publishedAt: new Date('2026-05-01T14:00:00Z'),
  updatedAt: new Date('2026-06-10T09:30:00Z'),
  authorName: 'River Raisin staff',
  publisher: { name: 'River Raisin Cannabis Co.', logoPath: '/media/theme/logo.webp' },
};

describe('articleJsonLd', () => {
  it('describes a post with absolute URLs, its dates and its publisher', () => {
    expect(articleJsonLd(facts, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Hand-trimming vs. the machine',
      description: 'Why we trim by hand.',
      url: 'https://shop.example/blog/hand-trimming-vs-the-machine',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blog/hand-trimming-vs-the-machine' },
      datePublished: '2026-05-01T14:00:00.000Z',
      dateModified: '2026-06-10T09:30:00.000Z',
      author: { '@type': 'Organization', name: 'River Raisin staff' },
      publisher: {
        '@type': 'Organization',
        name: 'River Raisin Cannabis Co.',
        logo: { '@type': 'ImageObject', url: 'https://shop.example/media/theme/logo.webp' },
      },
    });
  });

  it('names a person as a person, and never dates a change before the publication', () => {
    const data = articleJsonLd(
      {
        ...facts,
        type: 'Article',
        authorName: 'Dana Kowalski',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
        imagePath: '/media/library/a.webp',
      },
      'https://shop.example',
    );
    expect(data.author).toEqual({ '@type': 'Person', name: 'Dana Kowalski' });
    expect(data.dateModified).toBe('2026-05-01T14:00:00.000Z');
    expect(data.image).toEqual(['https://shop.example/media/library/a.webp']);
    expect(JSON.stringify(data)).not.toMatch(/Review|Rating|FAQ/);
  });
});
