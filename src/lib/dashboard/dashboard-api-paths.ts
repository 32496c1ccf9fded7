/**
 * Every dashboard endpoint's address under `/api/dashboard/` with the methods it answers, written
 * once: the app's calls (`dashboard-app/api/*.ts`) build their URLs from it by name, and
 * `dashboard-app/api/endpoint-paths.test.ts` holds it equal to the server's endpoint table. One
 * entry per endpoint file: `:name` is a path parameter (the file's `[name]`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DASHBOARD_API_PREFIX = '/api/dashboard/';

export const DASHBOARD_API = {
  // The products-loading step every dashboard page waits for, and the overview.
  catalog: { path: 'catalog', methods: ['GET'] },
  overview: { path: 'overview', methods: ['GET'] },
  // Menu and catalog: the live menu board and its CSV import, the products list and the product editor.
  menu: { path: 'menu', methods: ['GET'] },
  menuImport: { path: 'menu/import', methods: ['POST'] },
  menuImportPreview: { path: 'menu/import/preview', methods: ['POST'] },
  variant: { path: 'variants/:id', methods: ['PATCH'] },
  products: { path: 'products', methods: ['GET', 'POST'] },
  productsBulk: { path: 'products/bulk', methods: ['POST'] },
  product: { path: 'products/:id', methods: ['GET', 'PUT'] },
  productVariants: { path: 'products/:id/variants', methods: ['POST'] },
  productVariant: { path: 'products/:id/variants/:variantId', methods: ['PATCH', 'DELETE'] },
  productBatches: { path: 'products/:id/batches', methods: ['POST'] },
  productBatch: { path: 'products/:id/batches/:batchId', methods: ['PUT', 'DELETE'] },
  productImages: { path: 'products/:id/images', methods: ['POST'] },
  productImage: { path: 'products/:id/images/:imageId', methods: ['PATCH', 'DELETE'] },
  // The store's search vocabulary.
  searchWords: { path: 'search-words', methods: ['GET', 'POST'] },
  searchWord: { path: 'search-words/:id', methods: ['PUT', 'DELETE'] },
  // Media library and bundle images; categories and shop filters.
  media: { path: 'media', methods: ['GET', 'POST'] },
  mediaItem: { path: 'media/:id', methods: ['PATCH', 'DELETE'] },
  mediaProducts: { path: 'media/products', methods: ['GET'] },
  mediaBundles: { path: 'media/bundles', methods: ['POST'] },
  categories: { path: 'product-categories', methods: ['GET', 'POST'] },
  category: { path: 'product-categories/:id', methods: ['PATCH', 'DELETE'] },
  categoryMove: { path: 'product-categories/:id/move', methods: ['POST'] },
  categoryFilters: { path: 'product-categories/:id/filters', methods: ['PUT'] },
  // Orders: the pickup queue, every order, one in full and its moves; customer lookup.
  orders: { path: 'orders', methods: ['GET'] },
  orderSearch: { path: 'orders/search', methods: ['GET'] },
  order: { path: 'orders/:id', methods: ['GET'] },
  orderStatus: { path: 'orders/:id/status', methods: ['POST'] },
  customers: { path: 'customers', methods: ['GET'] },
  // Reports.
  webVitals: { path: 'web-vitals', methods: ['GET'] },
  // Store administration: settings, theme, users.
  settings: { path: 'settings', methods: ['GET'] },
  settingsSection: { path: 'settings/:section', methods: ['PUT'] },
  theme: { path: 'theme', methods: ['GET', 'PUT'] },
  users: { path: 'users', methods: ['GET', 'POST'] },
  user: { path: 'users/:id', methods: ['GET'] },
  userRole: { path: 'users/:id/role', methods: ['PUT'] },
  userDisable: { path: 'users/:id/disable', methods: ['POST'] },
  userEnable: { path: 'users/:id/enable', methods: ['POST'] },
  userInvitation: { path: 'users/:id/invitation', methods: ['POST'] },
} as const satisfies Record<string, { path: string; methods: readonly HttpMethod[] }>;

export type DashboardApiName = keyof typeof DASHBOARD_API;

/** The parameter names of a path pattern: `products/:id/variants/:variantId` → `id | variantId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type DashboardApiParams<Name extends DashboardApiName> = Record<ParamNames<(typeof DASHBOARD_API)[Name]['path']>, string>;

/** A query string as a page has it (`?q=…`), or its values. */
export type ApiQuery = string | URLSearchParams | Record<string, string>;

type UrlArguments<Name extends DashboardApiName> = [ParamNames<(typeof DASHBOARD_API)[Name]['path']>] extends [never]
  ? [query?: ApiQuery]
  : [params: DashboardApiParams<Name>, query?: ApiQuery];

/**
 * The URL of a dashboard endpoint: its path with the parameters filled in (each encoded as one
 * segment) and the query, if it has any values.
 */
export function dashboardApiUrl<Name extends DashboardApiName>(name: Name, ...[first, second]: UrlArguments<Name>): string {
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
