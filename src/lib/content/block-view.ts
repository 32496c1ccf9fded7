/**
 * A page's blocks as the public page draws them (src/components/blocks/), made on the server by
 * `blockViews` (src/server/content/): pictures with their sizes, categories with their counts,
 * the deals running now, free text already rendered and sanitised.
 */
import type { Deal } from '../deals/deal.ts';
import type { DealDescription } from '../deals/describe-deal.ts';
import type { RatingSummary, ReviewView } from '../reviews/review-view.ts';

export interface BlockPicture {
  src: string;
  /** The smaller copies, for `srcset`. */
  srcset: string;
  alt: string;
  width: number;
  height: number;
}

export interface FeaturedCategory {
  slug: string;
  name: string;
  href: string;
  /** Products on the menu now in the category and its subcategories. */
  productCount: number;
}

/** What a deal card shows. */
export type FeaturedDeal = Pick<Deal, 'slug' | 'title' | 'description' | 'targets' | 'eligibility'> & {
  terms: DealDescription;
  shopHref: string;
  nextRunLabel: string | null;
};

export type BlockView =
  | {
      kind: 'hero';
      id: string;
      headline: string;
      text: string;
      cta: { label: string; href: string } | null;
      image: BlockPicture | null;
    }
  | { kind: 'featured-categories'; id: string; heading: string; categories: FeaturedCategory[] }
  | { kind: 'featured-deals'; id: string; heading: string; deals: FeaturedDeal[] }
  | { kind: 'store-info'; id: string }
  /** `html` is sanitised by the content renderer (src/server/content/markdown.ts). */
  | { kind: 'free-text'; id: string; html: string }
  | { kind: 'newsletter'; id: string; heading: string; text: string }
  /** The store's newest reviews with published text, and its summary over every counted review. */
  | { kind: 'reviews'; id: string; heading: string; summary: RatingSummary; reviews: ReviewView[] };
