/** The pages built from blocks (the home page and the deals page): their loaders and what they draw. */
export { blockViews, STORE_REVIEWS_READ, type BlockViewRequest } from './block-views.ts';
export {
  loadDealsPage,
  loadHomePage,
  publishedBlockPageRead,
  readPublishedBlocks,
  type DealsPage,
  type HomePage,
  type HomePageRequest,
} from './page-loaders.ts';
