/**
 * Every dashboard endpoint, written once: its address under `/api/dashboard/` (one entry per
 * endpoint file; `:name` is the file's `[name]`), each method it answers and the dashboard route
 * whose guard that method shares (a path of `DASHBOARD_ROUTES` in `route-access.ts`, spec §6). The
 * app's calls (`dashboard-app/api/*.ts`) build their URLs from it by name; the server's guard
 * (`src/server/dashboard/dashboard-api-routes.ts`) answers 404 for anything not listed, and a test
 * holds it to the files.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DASHBOARD_API_PREFIX = '/api/dashboard/';

export const DASHBOARD_API = {
  // The products-loading step every dashboard page waits for, and the overview.
  catalog: { path: 'catalog', methods: { GET: '' } },
  overview: { path: 'overview', methods: { GET: '' } },
  // Menu and catalog: the live menu board and its CSV import, the products list and the product editor.
  menu: { path: 'catalog/menu', methods: { GET: 'menu' } },
  menuImport: { path: 'catalog/menu/import', methods: { POST: 'menu' } },
  menuImportPreview: { path: 'catalog/menu/import/preview', methods: { POST: 'menu' } },
  variant: { path: 'catalog/variants/:id', methods: { PATCH: 'menu' } },
  products: { path: 'catalog/products', methods: { GET: 'products', POST: 'products' } },
  productsBulk: { path: 'catalog/products/bulk', methods: { POST: 'products' } },
  product: { path: 'catalog/products/:id', methods: { GET: 'products/:id', PUT: 'products/:id' } },
  productVariants: { path: 'catalog/products/:id/variants', methods: { POST: 'products/:id' } },
  productVariant: {
    path: 'catalog/products/:id/variants/:variantId',
    methods: { PATCH: 'products/:id', DELETE: 'products/:id' },
  },
  productBatches: { path: 'catalog/products/:id/batches', methods: { POST: 'products/:id' } },
  productBatch: {
    path: 'catalog/products/:id/batches/:batchId',
    methods: { PUT: 'products/:id', DELETE: 'products/:id' },
  },
  productImages: { path: 'catalog/products/:id/images', methods: { POST: 'products/:id' } },
  productImage: {
    path: 'catalog/products/:id/images/:imageId',
    methods: { PATCH: 'products/:id', DELETE: 'products/:id' },
  },
  // The store's search vocabulary.
  searchWords: { path: 'catalog/search-words', methods: { GET: 'menu/search-words', POST: 'menu/search-words' } },
  searchWord: { path: 'catalog/search-words/:id', methods: { PUT: 'menu/search-words', DELETE: 'menu/search-words' } },
  // Media library and bundle images; categories and shop filters.
  media: { path: 'media', methods: { GET: 'media', POST: 'media' } },
  mediaItem: { path: 'media/:id', methods: { PATCH: 'media', DELETE: 'media' } },
  mediaProducts: { path: 'media/products', methods: { GET: 'media' } },
  mediaBundles: { path: 'media/bundles', methods: { POST: 'media/bundle-image-builder' } },
  categories: { path: 'catalog/categories', methods: { GET: 'product-categories', POST: 'product-categories/*' } },
  category: {
    path: 'catalog/categories/:id',
    methods: { PATCH: 'product-categories/*', DELETE: 'product-categories/*' },
  },
  categoryMove: { path: 'catalog/categories/:id/move', methods: { POST: 'product-categories/*' } },
  categoryFilters: { path: 'catalog/categories/:id/filters', methods: { PUT: 'product-categories/shop-filters' } },
  // Content pages: the list, the editor (found by the page's address), its saves, going out, preview and history.
  contentPages: { path: 'content', methods: { GET: 'pages', POST: 'pages' } },
  contentPageEditor: { path: 'content/at', methods: { GET: 'pages/*' } },
  contentPageDraft: { path: 'content/:id/draft', methods: { PUT: 'pages/*' } },
  contentPagePath: { path: 'content/:id/path', methods: { PUT: 'pages/*' } },
  contentPagePublish: { path: 'content/:id/publish', methods: { POST: 'pages/*' } },
  contentPageSchedule: { path: 'content/:id/schedule', methods: { POST: 'pages/*', DELETE: 'pages/*' } },
  contentPageUnpublish: { path: 'content/:id/unpublish', methods: { POST: 'pages/*' } },
  contentPagePreview: { path: 'content/:id/preview', methods: { POST: 'pages/*' } },
  contentPageRevision: { path: 'content/:id/revisions/:revisionId', methods: { GET: 'pages/*' } },
  contentPageRestore: { path: 'content/:id/revisions/:revisionId/restore', methods: { POST: 'pages/*' } },
  // Jobs: the postings, the editor, going out and closing; each posting's applications and their moves.
  jobPostings: { path: 'hiring/postings', methods: { GET: 'jobs', POST: 'jobs/create' } },
  jobPostingForm: { path: 'hiring/postings/create', methods: { GET: 'jobs/create' } },
  jobPosting: { path: 'hiring/postings/:id', methods: { GET: 'jobs/:id', PUT: 'jobs/:id' } },
  jobPostingPublish: { path: 'hiring/postings/:id/publish', methods: { POST: 'jobs/:id' } },
  jobPostingClose: { path: 'hiring/postings/:id/close', methods: { POST: 'jobs/:id' } },
  jobPostingApplications: { path: 'hiring/postings/:id/applications', methods: { GET: 'jobs/:id' } },
  jobApplication: { path: 'hiring/applications/:id', methods: { GET: 'jobs/:id' } },
  jobApplicationStage: { path: 'hiring/applications/:id/stage', methods: { POST: 'jobs/:id' } },
  jobApplicationChecks: { path: 'hiring/applications/:id/checks', methods: { PUT: 'jobs/:id' } },
  jobApplicationStateTracking: { path: 'hiring/applications/:id/state-tracking', methods: { PUT: 'jobs/:id' } },
  jobApplicationNotes: { path: 'hiring/applications/:id/notes', methods: { POST: 'jobs/:id' } },
  // Jobs: an application's résumé, through a short-lived link.
  jobApplicationResumeLink: { path: 'hiring/applications/:id/resume-link', methods: { POST: 'jobs/:id' } },
  // Orders: the pickup queue, every order, one in full and its moves; customer lookup.
  orders: { path: 'orders', methods: { GET: 'orders' } },
  orderSearch: { path: 'orders/search', methods: { GET: 'orders' } },
  order: { path: 'orders/:id', methods: { GET: 'orders/:id' } },
  orderStatus: { path: 'orders/:id/status', methods: { POST: 'orders' } },
  customers: { path: 'customers', methods: { GET: 'customers/lookup' } },
  // Reviews (admins): the moderation queue, one review, its decision and the store's reply.
  reviews: { path: 'reviews', methods: { GET: 'reviews' } },
  review: { path: 'reviews/:id', methods: { GET: 'reviews/:id' } },
  reviewDecision: { path: 'reviews/:id/decision', methods: { POST: 'reviews/:id' } },
  reviewReply: { path: 'reviews/:id/reply', methods: { PUT: 'reviews/:id', DELETE: 'reviews/:id' } },
  // Reports.
  webVitals: { path: 'vitals', methods: { GET: 'web-vitals' } },
  salesReport: { path: 'reports/sales', methods: { GET: 'reporting/sales' } },
  abandonedCartsReport: { path: 'reports/abandoned-carts', methods: { GET: 'abandoned-carts' } },
  feedbackReport: { path: 'reports/feedback', methods: { GET: 'feedback' } },
  retentionReport: { path: 'reports/retention', methods: { GET: 'retention' } },
  newVsReturningCustomersReport: {
    path: 'reports/new-vs-returning-customers',
    methods: { GET: 'new-vs-returning-customers' },
  },
  rewardsReport: { path: 'reports/rewards', methods: { GET: 'rewards' } },
  referralsReport: { path: 'reports/referrals', methods: { GET: 'referrals' } },
  forecastsReport: { path: 'reports/forecasts', methods: { GET: 'forecasts' } },
  // Store administration: settings, theme, users.
  settings: { path: 'settings', methods: { GET: 'settings' } },
  theme: { path: 'settings/theme', methods: { GET: 'theme', PUT: 'theme' } },
  settingsSection: { path: 'settings/:section', methods: { PUT: 'settings' } },
  taxRates: { path: 'settings/tax-rates', methods: { POST: 'settings' } },
  taxRate: { path: 'settings/tax-rates/:id', methods: { DELETE: 'settings' } },
  users: { path: 'users', methods: { GET: 'users', POST: 'users' } },
  user: { path: 'users/:id', methods: { GET: 'users/:id' } },
  userRole: { path: 'users/:id/role', methods: { PUT: 'users/:id' } },
  userDisable: { path: 'users/:id/disable', methods: { POST: 'users/:id' } },
  userEnable: { path: 'users/:id/enable', methods: { POST: 'users/:id' } },
  userInvitation: { path: 'users/:id/invitation', methods: { POST: 'users/:id' } },
  // The outbox: every email the store sent.
  emails: { path: 'mail', methods: { GET: 'emails' } },
  // The inbox: the public forms' requests, each answered, closed or (press) approved; the tour calendar.
  tourSlots: { path: 'inquiries/tour-slots', methods: { GET: 'inbox/tours', POST: 'inbox/tours' } },
  tourSlot: { path: 'inquiries/tour-slots/:id', methods: { PUT: 'inbox/tours', DELETE: 'inbox/tours' } },
  inquiries: { path: 'inquiries', methods: { GET: 'inbox' } },
  inquiry: { path: 'inquiries/:id', methods: { GET: 'inbox/messages/:id' } },
  inquiryReply: { path: 'inquiries/:id/reply', methods: { POST: 'inbox/messages/:id' } },
  inquiryStatus: { path: 'inquiries/:id/status', methods: { PUT: 'inbox/messages/:id' } },
  inquiryPressApproval: { path: 'inquiries/:id/press-approval', methods: { POST: 'inbox/messages/:id' } },
  // The newsletter: subscribers and their consent history, the ledger's CSV, checking and sending an issue.
  subscribers: { path: 'newsletter/subscribers', methods: { GET: 'inbox/subscribers' } },
  subscriber: { path: 'newsletter/subscribers/history', methods: { GET: 'inbox/subscribers' } },
  consentLedger: { path: 'newsletter/subscribers/ledger', methods: { GET: 'inbox/subscribers' } },
  newsletterIssueCheck: { path: 'newsletter/issues/check', methods: { POST: 'inbox/subscribers' } },
  newsletterIssues: { path: 'newsletter/issues', methods: { POST: 'inbox/subscribers' } },
} as const satisfies Record<string, { path: string; methods: Partial<Record<HttpMethod, string>> }>;

export type DashboardApiName = keyof typeof DASHBOARD_API;

/** The parameter names of a path pattern: `products/:id/variants/:variantId` → `id | variantId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type DashboardApiParams<Name extends DashboardApiName> = Record<
  ParamNames<(typeof DASHBOARD_API)[Name]['path']>,
  string
>;

/** A query string as a page has it (`?q=…`), or its values. */
export type ApiQuery = string | URLSearchParams | Record<string, string>;

type UrlArguments<Name extends DashboardApiName> = [ParamNames<(typeof DASHBOARD_API)[Name]['path']>] extends [never]
  ? [query?: ApiQuery]
  : [params: DashboardApiParams<Name>, query?: ApiQuery];

/**
 * The URL of a dashboard endpoint: its path with the parameters filled in (each encoded as one
 * segment) and the query, if it has any values.
 */
export function dashboardApiUrl<Name extends DashboardApiName>(
  name: Name,
  ...[first, second]: UrlArguments<Name>
): string {
  const { path } = DASHBOARD_API[name];
  const hasParams = path.includes(':');
  const params = (hasParams ? first : {}) as Record<string, string>;
  const query = new URLSearchParams((hasParams ? second : first) as ApiQuery | undefined);
  const filled = path.replace(/:(\w+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name}: no value for :${param}`);
    return encodeURIComponent(value);
  });
  return `${DASHBOARD_API_PREFIX}${filled}${query.size > 0 ? `?${query}` : ''}`;
}
