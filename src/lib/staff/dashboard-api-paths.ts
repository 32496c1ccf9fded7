/**
 * Every dashboard endpoint, written once: its address under `/api/dashboard/` (one entry per
 * endpoint file; `:name` is the file's `[name]`), whose data it is (`scope`), each method it
 * answers and the dashboard route whose guard that method shares (a path of `DASHBOARD_ROUTES` in
 * `route-access.ts`, spec §6). The app's calls (`dashboard-app/api/*.ts`) build their URLs from it by name; the server's guard
 * (`src/server/dashboard/dashboard-api-routes.ts`) answers 404 for anything not listed, and a test
 * holds it to the files.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DASHBOARD_API_PREFIX = '/api/dashboard/';

/**
 * Whose data an endpoint reads or changes (decision 63). `store`: a store's (orders, stock and
 * store prices, hours and the store's settings, reports of sales): a manager is answered about the
 * request's store only, one of theirs, and a manager given no store yet is refused.
 * `organization`: the organization's (the catalog's content, categories, media, content pages,
 * hiring, customers' reviews, the inbox, the newsletter, users, the theme): the route's role rule
 * alone decides.
 */
export type EndpointScope = 'store' | 'organization';

export const DASHBOARD_API = {
  // The products-loading step every dashboard page waits for, and the overview.
  catalog: { scope: 'organization', path: 'catalog', methods: { GET: '' } },
  overview: { scope: 'store', path: 'overview', methods: { GET: '' } },
  // Menu and catalog: the live menu board and its CSV import, the products list and the product editor.
  menu: { scope: 'store', path: 'catalog/menu', methods: { GET: 'menu' } },
  menuImport: { scope: 'store', path: 'catalog/menu/import', methods: { POST: 'menu' } },
  menuImportPreview: { scope: 'store', path: 'catalog/menu/import/preview', methods: { POST: 'menu' } },
  variant: { scope: 'store', path: 'catalog/variants/:id', methods: { PATCH: 'menu' } },
  products: { scope: 'store', path: 'catalog/products', methods: { GET: 'products', POST: 'products' } },
  productsBulk: { scope: 'store', path: 'catalog/products/bulk', methods: { POST: 'products' } },
  product: { scope: 'store', path: 'catalog/products/:id', methods: { GET: 'products/:id', PUT: 'products/:id' } },
  productVariants: { scope: 'store', path: 'catalog/products/:id/variants', methods: { POST: 'products/:id' } },
  productVariant: {
    scope: 'store',
    path: 'catalog/products/:id/variants/:variantId',
    methods: { PATCH: 'products/:id', DELETE: 'products/:id' },
  },
  productBatches: { scope: 'organization', path: 'catalog/products/:id/batches', methods: { POST: 'products/:id' } },
  productBatch: {
    scope: 'organization',
    path: 'catalog/products/:id/batches/:batchId',
    methods: { PUT: 'products/:id', DELETE: 'products/:id' },
  },
  productImages: { scope: 'organization', path: 'catalog/products/:id/images', methods: { POST: 'products/:id' } },
  productImage: {
    scope: 'organization',
    path: 'catalog/products/:id/images/:imageId',
    methods: { PATCH: 'products/:id', DELETE: 'products/:id' },
  },
  // The store's search vocabulary.
  searchWords: {
    scope: 'organization',
    path: 'catalog/search-words',
    methods: { GET: 'menu/search-words', POST: 'menu/search-words' },
  },
  searchWord: {
    scope: 'organization',
    path: 'catalog/search-words/:id',
    methods: { PUT: 'menu/search-words', DELETE: 'menu/search-words' },
  },
  // Media library and bundle images; categories and shop filters.
  media: { scope: 'organization', path: 'media', methods: { GET: 'media', POST: 'media' } },
  mediaItem: { scope: 'organization', path: 'media/:id', methods: { PATCH: 'media', DELETE: 'media' } },
  mediaProducts: { scope: 'organization', path: 'media/products', methods: { GET: 'media' } },
  mediaBundles: { scope: 'organization', path: 'media/bundles', methods: { POST: 'media/bundle-image-builder' } },
  categories: {
    scope: 'organization',
    path: 'catalog/categories',
    methods: { GET: 'product-categories', POST: 'product-categories/*' },
  },
  category: {
    scope: 'organization',
    path: 'catalog/categories/:id',
    methods: { PATCH: 'product-categories/*', DELETE: 'product-categories/*' },
  },
  categoryMove: {
    scope: 'organization',
    path: 'catalog/categories/:id/move',
    methods: { POST: 'product-categories/*' },
  },
  categoryFilters: {
    scope: 'organization',
    path: 'catalog/categories/:id/filters',
    methods: { PUT: 'product-categories/shop-filters' },
  },
  // Content pages: the list, the editor (found by the page's address), its saves, going out, preview and history.
  contentPages: { scope: 'organization', path: 'content', methods: { GET: 'pages', POST: 'pages' } },
  contentPageEditor: { scope: 'organization', path: 'content/at', methods: { GET: 'pages/*' } },
  contentPageDraft: { scope: 'organization', path: 'content/:id/draft', methods: { PUT: 'pages/*' } },
  contentPagePath: { scope: 'organization', path: 'content/:id/path', methods: { PUT: 'pages/*' } },
  contentPagePublish: { scope: 'organization', path: 'content/:id/publish', methods: { POST: 'pages/*' } },
  contentPageSchedule: {
    scope: 'organization',
    path: 'content/:id/schedule',
    methods: { POST: 'pages/*', DELETE: 'pages/*' },
  },
  contentPageUnpublish: { scope: 'organization', path: 'content/:id/unpublish', methods: { POST: 'pages/*' } },
  contentPagePreview: { scope: 'organization', path: 'content/:id/preview', methods: { POST: 'pages/*' } },
  contentPageRevision: {
    scope: 'organization',
    path: 'content/:id/revisions/:revisionId',
    methods: { GET: 'pages/*' },
  },
  contentPageRestore: {
    scope: 'organization',
    path: 'content/:id/revisions/:revisionId/restore',
    methods: { POST: 'pages/*' },
  },
  // Jobs: the postings, the editor, going out and closing; each posting's applications and their moves.
  jobPostings: { scope: 'organization', path: 'hiring/postings', methods: { GET: 'jobs', POST: 'jobs/create' } },
  jobPostingForm: { scope: 'organization', path: 'hiring/postings/create', methods: { GET: 'jobs/create' } },
  jobPosting: { scope: 'organization', path: 'hiring/postings/:id', methods: { GET: 'jobs/:id', PUT: 'jobs/:id' } },
  jobPostingPublish: { scope: 'organization', path: 'hiring/postings/:id/publish', methods: { POST: 'jobs/:id' } },
  jobPostingClose: { scope: 'organization', path: 'hiring/postings/:id/close', methods: { POST: 'jobs/:id' } },
  jobPostingApplications: {
    scope: 'organization',
    path: 'hiring/postings/:id/applications',
    methods: { GET: 'jobs/:id' },
  },
  jobApplication: { scope: 'organization', path: 'hiring/applications/:id', methods: { GET: 'jobs/:id' } },
  jobApplicationStage: { scope: 'organization', path: 'hiring/applications/:id/stage', methods: { POST: 'jobs/:id' } },
  jobApplicationChecks: { scope: 'organization', path: 'hiring/applications/:id/checks', methods: { PUT: 'jobs/:id' } },
  jobApplicationStateTracking: {
    scope: 'organization',
    path: 'hiring/applications/:id/state-tracking',
    methods: { PUT: 'jobs/:id' },
  },
  jobApplicationNotes: { scope: 'organization', path: 'hiring/applications/:id/notes', methods: { POST: 'jobs/:id' } },
  // Jobs: an application's résumé, through a short-lived link.
  jobApplicationResumeLink: {
    scope: 'organization',
    path: 'hiring/applications/:id/resume-link',
    methods: { POST: 'jobs/:id' },
  },
  // Orders: the pickup queue, every order, one in full and its moves; customer lookup.
  orders: { scope: 'store', path: 'orders', methods: { GET: 'orders' } },
  orderSearch: { scope: 'store', path: 'orders/search', methods: { GET: 'orders' } },
  order: { scope: 'store', path: 'orders/:id', methods: { GET: 'orders/:id' } },
  orderStatus: { scope: 'store', path: 'orders/:id/status', methods: { POST: 'orders' } },
  customers: { scope: 'store', path: 'customers', methods: { GET: 'customers/lookup' } },
  // Reviews (admins): the moderation queue, one review, its decision and the store's reply.
  reviews: { scope: 'organization', path: 'reviews', methods: { GET: 'reviews' } },
  review: { scope: 'organization', path: 'reviews/:id', methods: { GET: 'reviews/:id' } },
  reviewDecision: { scope: 'organization', path: 'reviews/:id/decision', methods: { POST: 'reviews/:id' } },
  reviewReply: {
    scope: 'organization',
    path: 'reviews/:id/reply',
    methods: { PUT: 'reviews/:id', DELETE: 'reviews/:id' },
  },
  // Reports.
  webVitals: { scope: 'organization', path: 'vitals', methods: { GET: 'web-vitals' } },
  salesReport: { scope: 'store', path: 'reports/sales', methods: { GET: 'reporting/sales' } },
  abandonedCartsReport: { scope: 'store', path: 'reports/abandoned-carts', methods: { GET: 'abandoned-carts' } },
  feedbackReport: { scope: 'store', path: 'reports/feedback', methods: { GET: 'feedback' } },
  retentionReport: { scope: 'store', path: 'reports/retention', methods: { GET: 'retention' } },
  newVsReturningCustomersReport: {
    scope: 'store',
    path: 'reports/new-vs-returning-customers',
    methods: { GET: 'new-vs-returning-customers' },
  },
  rewardsReport: { scope: 'organization', path: 'reports/rewards', methods: { GET: 'rewards' } },
  referralsReport: { scope: 'organization', path: 'reports/referrals', methods: { GET: 'referrals' } },
  forecastsReport: { scope: 'store', path: 'reports/forecasts', methods: { GET: 'forecasts' } },
  // Store administration: settings, theme, users.
  settings: { scope: 'store', path: 'settings', methods: { GET: 'settings' } },
  theme: { scope: 'organization', path: 'settings/theme', methods: { GET: 'theme', PUT: 'theme' } },
  settingsSection: { scope: 'store', path: 'settings/:section', methods: { PUT: 'settings' } },
  taxRates: { scope: 'organization', path: 'settings/tax-rates', methods: { POST: 'settings' } },
  taxRate: { scope: 'organization', path: 'settings/tax-rates/:id', methods: { DELETE: 'settings' } },
  // A store's sales reaching its inventory source (decision 79): the banner every page shows, the
  // end-of-day reconciliation and the medical sales to review (managers of the store and admins).
  salesUploads: { scope: 'organization', path: 'inventory/sales-uploads', methods: { GET: '' } },
  salesReconciliation: {
    scope: 'store',
    path: 'inventory/reconciliation',
    methods: { GET: 'inventory/reconciliation' },
  },
  medicalSalesReview: { scope: 'store', path: 'inventory/medical-sales', methods: { GET: 'inventory/medical-sales' } },
  // A manager voids a handed-over order's sale in Metrc, from the order's page.
  saleVoid: { scope: 'store', path: 'inventory/orders/:id/sale-void', methods: { POST: 'orders/:id' } },
  // The stores: the list, adding one (admins), a store's form, its online ordering and whether it
  // keeps medical stock apart (its managers too), closing it for good and making it the default (admins).
  stores: { scope: 'organization', path: 'stores', methods: { GET: 'stores', POST: 'stores/new' } },
  store: { scope: 'store', path: 'stores/:id', methods: { GET: 'stores/:id', PUT: 'stores/:id' } },
  storeOrdering: { scope: 'store', path: 'stores/:id/ordering', methods: { PUT: 'stores/:id' } },
  storeMedicalStock: { scope: 'store', path: 'stores/:id/medical-stock', methods: { PUT: 'stores/:id' } },
  storeClose: { scope: 'organization', path: 'stores/:id/close', methods: { POST: 'stores' } },
  storeDefault: { scope: 'organization', path: 'stores/:id/default', methods: { POST: 'stores' } },
  // A store's stock from its system of record (decision 77): its source (admins), its packages (its managers).
  inventorySource: {
    scope: 'store',
    path: 'inventory/source',
    methods: { GET: 'inventory/source', PUT: 'inventory/source' },
  },
  inventoryPackages: { scope: 'store', path: 'inventory/packages', methods: { GET: 'inventory/packages' } },
  inventoryPackage: { scope: 'store', path: 'inventory/packages/:id', methods: { PATCH: 'inventory/packages' } },
  users: { scope: 'organization', path: 'users', methods: { GET: 'users', POST: 'users' } },
  user: { scope: 'organization', path: 'users/:id', methods: { GET: 'users/:id' } },
  userRole: { scope: 'organization', path: 'users/:id/role', methods: { PUT: 'users/:id' } },
  userDisable: { scope: 'organization', path: 'users/:id/disable', methods: { POST: 'users/:id' } },
  userEnable: { scope: 'organization', path: 'users/:id/enable', methods: { POST: 'users/:id' } },
  userStores: { scope: 'organization', path: 'users/:id/stores', methods: { PUT: 'users/:id' } },
  userInvitation: { scope: 'organization', path: 'users/:id/invitation', methods: { POST: 'users/:id' } },
  // The outbox: every email the store sent.
  emails: { scope: 'organization', path: 'mail', methods: { GET: 'emails' } },
  // The inbox: the public forms' requests, each answered, closed or (press) approved; the tour calendar.
  tourSlots: {
    scope: 'organization',
    path: 'inquiries/tour-slots',
    methods: { GET: 'inbox/tours', POST: 'inbox/tours' },
  },
  tourSlot: {
    scope: 'organization',
    path: 'inquiries/tour-slots/:id',
    methods: { PUT: 'inbox/tours', DELETE: 'inbox/tours' },
  },
  inquiries: { scope: 'organization', path: 'inquiries', methods: { GET: 'inbox' } },
  inquiry: { scope: 'organization', path: 'inquiries/:id', methods: { GET: 'inbox/messages/:id' } },
  inquiryReply: { scope: 'organization', path: 'inquiries/:id/reply', methods: { POST: 'inbox/messages/:id' } },
  inquiryStatus: { scope: 'organization', path: 'inquiries/:id/status', methods: { PUT: 'inbox/messages/:id' } },
  inquiryPressApproval: {
    scope: 'organization',
    path: 'inquiries/:id/press-approval',
    methods: { POST: 'inbox/messages/:id' },
  },
  // The newsletter: subscribers and their consent history, the ledger's CSV, checking and sending an issue.
  subscribers: { scope: 'organization', path: 'newsletter/subscribers', methods: { GET: 'inbox/subscribers' } },
  subscriber: { scope: 'organization', path: 'newsletter/subscribers/history', methods: { GET: 'inbox/subscribers' } },
  consentLedger: {
    scope: 'organization',
    path: 'newsletter/subscribers/ledger',
    methods: { GET: 'inbox/subscribers' },
  },
  newsletterIssueCheck: {
    scope: 'organization',
    path: 'newsletter/issues/check',
    methods: { POST: 'inbox/subscribers' },
  },
  newsletterIssues: { scope: 'organization', path: 'newsletter/issues', methods: { POST: 'inbox/subscribers' } },
} as const satisfies Record<
  string,
  { scope: EndpointScope; path: string; methods: Partial<Record<HttpMethod, string>> }
>;

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
