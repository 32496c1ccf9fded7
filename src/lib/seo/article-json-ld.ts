import { absoluteUrl, type JsonLd } from './json-ld.ts';

/** A page of writing as search engines read it: a learn or legal article, or a blog post. */
export interface ArticleFacts {
  type: 'Article' | 'BlogPosting';
  title: string;
  description: string;
  path: string;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string;
  /** The store publishes every article. */
  publisher: { name: string; logoPath?: string | null };
  imagePath?: string | null;
}

/**
 * A schema.org Article or BlogPosting with absolute URLs on `origin`. The author is the store
 * itself when the byline names it ("River Raisin staff"), else a person. No rating or review
 * markup: the store does not review its own pages.
 */
export function articleJsonLd(facts: ArticleFacts, origin: string): JsonLd {
  const url = absoluteUrl(facts.path, origin);
  const byline = facts.authorName.trim() || facts.publisher.name;
  const author: JsonLd = {
    '@type': byline.includes(facts.publisher.name.split(' ')[0] ?? facts.publisher.name) ? 'Organization' : 'Person',
    name: byline,
  };
  const publisher: JsonLd = {
    '@type': 'Organization',
    name: facts.publisher.name,
    ...(facts.publisher.logoPath
      ? { logo: { '@type': 'ImageObject', url: absoluteUrl(facts.publisher.logoPath, origin) } }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': facts.type,
    headline: facts.title.length > 110 ? `${facts.title.slice(0, 109)}…` : facts.title,
    description: facts.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: facts.publishedAt.toISOString(),
    dateModified: (facts.updatedAt > facts.publishedAt ? facts.updatedAt : facts.publishedAt).toISOString(),
    author,
    publisher,
    ...(facts.imagePath ? { image: [absoluteUrl(facts.imagePath, origin)] } : {}),
  };
}
