import type { BlockPagePath, PageBlock } from '#lib/content/page-blocks.ts';
import { DEMO_STORE } from '../store.ts';

/**
 * The demo store's home and deals pages as blocks: what the pages showed before they were built
 * from blocks — the home page's hero (the store's name and tagline, and the way to the menu), its
 * newest store reviews and the newsletter sign-up, and on the deals page the line on ordering ahead.
 */
export const SEED_BLOCK_PAGES: Readonly<Record<BlockPagePath, readonly PageBlock[]>> = {
  '/': [
    {
      kind: 'hero',
      id: 'home-hero',
      headline: DEMO_STORE.name,
      text: DEMO_STORE.tagline,
      mediaId: null,
      alt: '',
      ctaLabel: 'Shop the menu',
      ctaHref: '/#monroe-dispensary-menu',
    },
    { kind: 'reviews', id: 'home-reviews', heading: 'What customers say', count: 3 },
    {
      kind: 'newsletter',
      id: 'home-newsletter',
      heading: 'Get the newsletter',
      text: 'New arrivals and the week’s deals, about twice a month. Texts too, if you like.',
    },
  ],
  '/dispensary-deals': [
    {
      kind: 'free-text',
      id: 'deals-order-ahead',
      body: 'Order ahead online and pick up in store. The deals below come off your total at checkout; “How deals work” at the end of the page has the fine print.',
    },
  ],
};
