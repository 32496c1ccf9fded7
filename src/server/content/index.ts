/**
 * The store's content pages (learn articles, blog posts, legal and plain pages): the one entry
 * the routes, the sitemap, the seed and the dashboard use.
 */
export {
  BLOG_PAGE_SIZE,
  CONTENT_SECTIONS,
  LEARN_PAGE_SIZE,
  listPageNumber,
  loadBlogFeed,
  loadBlogIndex,
  loadContentPage,
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
