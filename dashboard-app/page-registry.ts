import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { reportPage } from './pages/reports/report-page.ts';

/**
 * What a page module exports: its component and, when it needs data before it shows, a loader
 * (React Router's names, so a module reads like any route module). A loader takes React Router's
 * `LoaderFunctionArgs`, even one that reads none of them: that is how the page's
 * `useLoaderData<typeof loader>()` is typed as the loader's own answer, so the two cannot disagree.
 */
export interface PageModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** The page's writes, made with `routeAction` (writes/route-action.ts). */
  action?: (args: ActionFunctionArgs) => unknown;
  /** When its loader runs again (React Router's rule, by default after every navigation and write). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

export type NavSection = 'Today' | 'Menu and catalog' | 'Customers' | 'Store' | 'Reports';

export interface DashboardPage {
  /** The route's path under /dashboard, as in src/lib/staff/route-access.ts ('' is the overview). */
  path: string;
  /** The document title and the page's heading. */
  title: string;
  /** Where the navigation lists it; pages reached from another page (details) are not listed. */
  nav?: { section: NavSection; label?: string };
  /** The page's code, loaded when it is first opened (or preloaded when its link is pointed at). */
  load: () => Promise<PageModule>;
}

/** The screens of the sign-in layout. */
export const LOGIN_PAGES: readonly DashboardPage[] = [
  { path: 'login', title: 'Staff sign-in', load: () => import('./pages/login/LoginPage.tsx') },
  { path: 'confirm', title: 'Set up your staff account', load: () => import('./pages/confirm/ConfirmPage.tsx') },
];

/**
 * The dashboard's pages, in navigation order. Who may open each is not decided here: the route
 * table in src/lib/staff/route-access.ts decides, for the router and the server alike.
 */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  // Menu and catalog.
  {
    path: 'menu',
    title: 'Menu',
    nav: { section: 'Menu and catalog' },
    load: () => import('./pages/catalog/menu/MenuPage.tsx'),
  },
  {
    path: 'menu/search-words',
    title: 'Search words',
    nav: { section: 'Menu and catalog' },
    load: () => import('./pages/catalog/search-words/SearchWordsPage.tsx'),
  },
  {
    path: 'products',
    title: 'Products',
    nav: { section: 'Menu and catalog' },
    load: () => import('./pages/catalog/products/ProductsPage.tsx'),
  },
  { path: 'products/:id', title: 'Edit product', load: () => import('./pages/catalog/products/ProductEditorPage.tsx') },
  // Menu and catalog: categories, shop filters, media.
  {
    path: 'product-categories',
    title: 'Categories',
    nav: { section: 'Menu and catalog' },
    load: () => import('./pages/catalog/categories/CategoriesPage.tsx'),
  },
  {
    path: 'product-categories/shop-filters',
    title: 'Shop filters',
    nav: { section: 'Menu and catalog' },
    load: () => import('./pages/catalog/categories/ShopFiltersPage.tsx'),
  },
  {
    path: 'product-categories/:id',
    title: 'Category',
    load: () => import('./pages/catalog/categories/CategoryEditPage.tsx'),
  },
  {
    path: 'media',
    title: 'Media library',
    nav: { section: 'Menu and catalog', label: 'Media' },
    load: () => import('./pages/media/MediaLibraryPage.tsx'),
  },
  {
    path: 'media/bundle-image-builder',
    title: 'Bundle image builder',
    nav: { section: 'Menu and catalog', label: 'Bundle images' },
    load: () => import('./pages/media/BundleImageBuilderPage.tsx'),
  },
  // Today and customers: the overview, the pickup queue and every order, customer lookup.
  { path: '', title: 'Overview', nav: { section: 'Today' }, load: () => import('./pages/overview/OverviewPage.tsx') },
  { path: 'orders', title: 'Orders', nav: { section: 'Today' }, load: () => import('./pages/orders/OrdersPage.tsx') },
  { path: 'orders/:id', title: 'Order', load: () => import('./pages/orders/OrderDetailPage.tsx') },
  // Today: the store's sales against its inventory source (decision 79).
  {
    path: 'inventory/reconciliation',
    title: 'End-of-day reconciliation',
    nav: { section: 'Today', label: 'Reconciliation' },
    load: () => import('./pages/inventory/ReconciliationPage.tsx'),
  },
  {
    path: 'inventory/medical-sales',
    title: 'Medical sales to review',
    nav: { section: 'Today' },
    load: () => import('./pages/inventory/MedicalSalesPage.tsx'),
  },
  {
    path: 'customers/lookup',
    title: 'Customer lookup',
    nav: { section: 'Customers' },
    load: () => import('./pages/customers/CustomerLookupPage.tsx'),
  },
  // Customers: reviews (admins only), the moderation queue and one review.
  {
    path: 'reviews',
    title: 'Reviews',
    nav: { section: 'Customers' },
    load: () => import('./pages/reviews/ReviewsPage.tsx'),
  },
  { path: 'reviews/:id', title: 'Review', load: () => import('./pages/reviews/ReviewPage.tsx') },
  // The inbox of the public forms (admins only): requests, one request, the tour calendar.
  {
    path: 'inbox',
    title: 'Inbox',
    nav: { section: 'Customers' },
    load: () => import('./pages/inquiries/InboxPage.tsx'),
  },
  { path: 'inbox/messages/:id', title: 'Request', load: () => import('./pages/inquiries/InquiryPage.tsx') },
  { path: 'inbox/tours', title: 'Tour calendar', load: () => import('./pages/inquiries/TourCalendarPage.tsx') },
  // Reports
  { path: 'reporting/sales', title: 'Sales', nav: { section: 'Reports' }, load: () => reportPage('sales') },
  {
    path: 'web-vitals',
    title: 'Web vitals',
    nav: { section: 'Reports' },
    load: () => import('./pages/vitals/WebVitalsPage.tsx'),
  },
  {
    path: 'abandoned-carts',
    title: 'Abandoned carts',
    nav: { section: 'Reports' },
    load: () => reportPage('abandoned-carts'),
  },
  { path: 'feedback', title: 'Customer feedback', nav: { section: 'Reports' }, load: () => reportPage('feedback') },
  { path: 'retention', title: 'Retention', nav: { section: 'Reports' }, load: () => reportPage('retention') },
  {
    path: 'new-vs-returning-customers',
    title: 'New vs returning customers',
    nav: { section: 'Reports', label: 'New vs returning' },
    load: () => reportPage('new-vs-returning-customers'),
  },
  { path: 'rewards', title: 'Rewards', nav: { section: 'Reports' }, load: () => reportPage('rewards') },
  { path: 'referrals', title: 'Referrals', nav: { section: 'Reports' }, load: () => reportPage('referrals') },
  { path: 'forecasts', title: 'Demand forecasts', nav: { section: 'Reports' }, load: () => reportPage('forecasts') },
  // The newsletter's subscribers and their consent (admins only).
  {
    path: 'inbox/subscribers',
    title: 'Newsletter subscribers',
    nav: { section: 'Customers', label: 'Subscribers' },
    load: () => import('./pages/newsletter/SubscribersPage.tsx'),
  },
  // The stores: the list and adding one (admins), and a store's own page (its managers too).
  { path: 'stores', title: 'Stores', nav: { section: 'Store' }, load: () => import('./pages/stores/StoresPage.tsx') },
  { path: 'stores/new', title: 'Add a store', load: () => import('./pages/stores/NewStorePage.tsx') },
  { path: 'stores/:id', title: 'Store', load: () => import('./pages/stores/StorePage.tsx') },
  // Store administration (admins only).
  // A store's stock from Metrc or its point of sale: its packages (its managers too), its source (admins).
  {
    path: 'inventory/packages',
    title: 'Packages',
    nav: { section: 'Store' },
    load: () => import('./pages/inventory/PackagesPage.tsx'),
  },
  {
    path: 'inventory/source',
    title: 'Inventory source',
    nav: { section: 'Store' },
    load: () => import('./pages/inventory/InventorySourcePage.tsx'),
  },
  { path: 'users', title: 'Users', nav: { section: 'Store' }, load: () => import('./pages/users/UsersPage.tsx') },
  { path: 'users/:id', title: 'User', load: () => import('./pages/users/UserPage.tsx') },
  {
    path: 'emails',
    title: 'Emails sent',
    nav: { section: 'Store', label: 'Emails' },
    load: () => import('./pages/mail/EmailsPage.tsx'),
  },
  {
    path: 'settings',
    title: 'Settings',
    nav: { section: 'Store' },
    load: () => import('./pages/settings/store/SettingsPage.tsx'),
  },
  {
    path: 'theme',
    title: 'Theme',
    nav: { section: 'Store' },
    load: () => import('./pages/settings/theme/ThemePage.tsx'),
  },
  // Jobs (admins only): the postings, a new one, and each posting's editor with its applications.
  { path: 'jobs', title: 'Jobs', nav: { section: 'Store' }, load: () => import('./pages/hiring/JobsPage.tsx') },
  { path: 'jobs/create', title: 'New job posting', load: () => import('./pages/hiring/JobCreatePage.tsx') },
  { path: 'jobs/:id', title: 'Job posting', load: () => import('./pages/hiring/JobEditorPage.tsx') },
  // Content pages (admins only): the list, then the editor of any page by its address.
  {
    path: 'pages',
    title: 'Pages',
    nav: { section: 'Store' },
    load: () => import('./pages/content/ContentPagesPage.tsx'),
  },
  // The home and deals pages are built from blocks; their routes outrank the catch-all.
  { path: 'pages/home', title: 'Home page', load: () => import('./pages/content/BlocksEditorPage.tsx') },
  {
    path: 'pages/dispensary-deals',
    title: 'Deals page',
    load: () => import('./pages/content/BlocksEditorPage.tsx'),
  },
  { path: 'pages/*', title: 'Edit page', load: () => import('./pages/content/ContentEditorPage.tsx') },
];
