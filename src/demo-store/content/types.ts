import type { ContentKind } from '#lib/vocabulary/content.ts';

/** One page of the demo store's content, published when the store is seeded. */
export interface SeedContentPage {
  /** The public path, e.g. `/learn/cannabinoids`, `/blog/hand-trimming-vs-the-machine`, `/privacy-policy`. */
  path: string;
  kind: ContentKind;
  title: string;
  /** One or two plain sentences: the lists' teaser and the meta description when `seoDescription` is unset. */
  summary: string;
  /** Markdown (GitHub-flavoured). A paragraph that is only `::purchase-limits` or `::referral-rewards` shows those figures from the store's settings. */
  body: string;
  /** Who signs it, as readers see it (e.g. "River Raisin staff"). */
  author: string;
  /** When it was first published, ISO 8601 with offset (fixed, so the demo store is the same on every machine). */
  publishedAt: string;
  seoTitle?: string;
  seoDescription?: string;
}
