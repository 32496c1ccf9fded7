import {
  createBrowserRouter,
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { canOpen, findDashboardRoute } from '#lib/staff/route-access.ts';
import { $session } from '#stores/session.ts';
import { STAFF_ROUTE_ID, staffLoader, takeCatalogChanged } from './catalog.ts';
import { loadPage, watchNavigationsOf } from './navigation/page-loading.ts';
import { DASHBOARD_PAGES, LOGIN_PAGES, type DashboardPage } from './page-registry.ts';
import { DashboardLoading } from './shell/DashboardLoading.tsx';
import { DashboardShell } from './shell/DashboardShell.tsx';
import { LoginShell } from './shell/LoginShell.tsx';
import { RouteError, StaffGate } from './shell/RouteError.tsx';

/**
 * A page's route: the guard runs first (the route table decides, as on the server), then the
 * page's code loads — lazily, in its own chunk — and its own loader, if it has one, runs.
 */
function pageRoute(page: DashboardPage, guarded: boolean): RouteObject {
  const guard = ({ request }: { request: Request }) => {
    if (guarded && !canOpen($session.get()?.role ?? null, new URL(request.url).pathname)) {
      throw data('This page is not open to your role.', { status: 403 });
    }
  };
  return {
    path: page.path || undefined,
    index: page.path === '' ? true : undefined,
    handle: { title: page.title },
    errorElement: <RouteError />,
    loader: async (args: LoaderFunctionArgs) => {
      guard(args);
      const module = await loadPage(page);
      return module.loader ? module.loader(args) : null;
    },
    // The page's writes (writes/route-action.ts), behind the same guard as its data.
    action: async (args: ActionFunctionArgs) => {
      guard(args);
      const module = await loadPage(page);
      if (!module.action) throw data('This page changes nothing.', { status: 405 });
      return module.action(args);
    },
    lazy: async () => {
      const { Component, shouldRevalidate } = await loadPage(page);
      return shouldRevalidate ? { Component, shouldRevalidate } : { Component };
    },
  } as RouteObject;
}

const missingPage = {
  handle: { title: 'Page not found' },
  errorElement: <RouteError />,
  loader: ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    if (findDashboardRoute(pathname) && !canOpen($session.get()?.role ?? null, pathname)) {
      throw data('This page is not open to your role.', { status: 403 });
    }
    throw data('Not found', { status: 404 });
  },
};

export function createDashboardRouter() {
  const router = createBrowserRouter([
    {
      path: '/dashboard',
      // The first load runs the guards, the catalog step and the page's loader before anything draws.
      HydrateFallback: DashboardLoading,
      children: [
        { element: <LoginShell />, children: LOGIN_PAGES.map((page) => pageRoute(page, false)) },
        {
          id: STAFF_ROUTE_ID,
          element: <DashboardShell />,
          loader: staffLoader,
          // The catalog loads again only after a change marked it (a category, brand or product saved).
          shouldRevalidate: () => takeCatalogChanged(),
          errorElement: <StaffGate />,
          children: [
            ...DASHBOARD_PAGES.map((page) => pageRoute(page, true)),
            // Addresses with no page: refused like any page when the route table refuses them, else not found.
            ...(DASHBOARD_PAGES.some((page) => page.path === '') ? [] : [{ index: true as const, ...missingPage }]),
            { path: '*', ...missingPage },
          ],
        },
      ],
    },
  ]);
  watchNavigationsOf(router);
  return router;
}
