/**
 * The store's content, the public side: the content pages (learn articles, blog posts, legal and
 * plain pages), the pages built from blocks (the home page and the deals page) and the preview
 * route that draws a draft for staff. The one entry the routes, the sitemap, the seed and other
 * domains use. (The dashboard's editor, publishing and revisions are `admin/`.)
 */
export {
  BLOG_PAGE_SIZE,
  CONTENT_SECTIONS,
  LEARN_PAGE_SIZE,
  listPageNumber,
  loadBlogFeed,
  loadBlogIndex,
  loadContentPage,
  contentPageView,
  loadLearnIndex,
  type ContentListView,
  type ContentPageView,
  type ContentRequest,
} from './page-loaders.ts';
export { listPublishedPaths, type ContentPageSummary, type PublishedContentPage } from './content-pages.ts';
export { renderContentBody, type ContentFacts } from './markdown.ts';
export { linkProblems, type KnownRoutes, type LinkProblem } from './link-check.ts';
export { readKnownRoutes } from './content-routes.ts';
export { saveContentPage, saveContentPageIn, type SavedPage, type SaveOptions } from './write-page.ts';
export { blockViews, STORE_REVIEWS_READ, type BlockViewRequest } from './block-views.ts';
export {
  loadDealsPage,
  loadHomePage,
  publishedBlockPageRead,
  readPublishedBlocks,
  type DealsPage,
  type HomePage,
  type HomePageRequest,
} from './block-pages.ts';
export { loadPagePreview, type PagePreview } from './preview.ts';
