import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { canOpen } from '#lib/staff/route-access.ts';
import { $session } from '#stores/session.ts';
import { preloadPage } from '../navigation/page-loading.ts';
import { DASHBOARD_PAGES, type DashboardPage, type NavSection } from '../page-registry.ts';
import { useDocumentTitle } from './page-title.ts';
import { signInAgain, signOutOfDashboard } from './sign-out.ts';
import { useStoreName } from './store-name.ts';
import { SalesUploadBanner } from './SalesUploadBanner.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { chooseStore, chosenStore, keepStore, storeOfSearch, useDashboardStores } from './store-switch.ts';

const SECTIONS: readonly NavSection[] = ['Today', 'Menu and catalog', 'Customers', 'Store', 'Reports'];

function pagePath(page: DashboardPage): string {
  return page.path ? `/dashboard/${page.path}` : '/dashboard';
}

/**
 * The dashboard layout: a header with who is signed in, the navigation (only the pages the role
 * may open), and the one scroll container `#dashboard-body`, scrolled to the top after every
 * navigation (spec §2) with focus moved to the new page's main landmark.
 */
export function DashboardShell() {
  useDocumentTitle();
  const account = useStore($session);
  const storeName = useStoreName();
  const location = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);

  useEffect(() => {
    document.getElementById('dashboard-body')?.scrollTo({ top: 0 });
    // The first page keeps focus where the browser put it; later ones announce the new page.
    if (firstPage.current) firstPage.current = false;
    else main.current?.focus({ preventScroll: true });
  }, [location.key]);

  // The chosen store stays in the address: a link written without it gets it back, and an address
  // naming another store (a shared link, the back button) makes that one the chosen store.
  const { stores } = useDashboardStores();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useEffect(() => {
    const named = storeOfSearch(location.search);
    if (named && named !== chosenStore()) {
      chooseStore(named);
      void revalidator.revalidate();
      return;
    }
    const kept = keepStore(location, chosenStore());
    if (kept) void navigate(kept, { replace: true, state: location.state as unknown, preventScrollReset: true });
  }, [location, navigate, revalidator]);

  // Signed out elsewhere (another tab, an admin disabled the account, the session expired).
  useEffect(() => {
    if (account === null) signInAgain(location.pathname + location.search);
  }, [account, location.pathname, location.search]);

  const role = account?.role ?? null;
  const visible = DASHBOARD_PAGES.filter((page) => page.nav && canOpen(role, pagePath(page)));

  return (
    <div className="flex h-full flex-col">
      <header className="flex shrink-0 flex-wrap items-center justify-between gap-3 border-b border-ink/10 bg-surface px-4 py-3">
        <div className="flex items-baseline gap-3">
          <a href="/dashboard" className="text-lg font-extrabold text-brand-900 hover:underline">
            {storeName}
          </a>
          <a href="/" className="text-sm text-brand-800 underline">
            View the store
          </a>
        </div>
        {stores.length >= 2 && <StoreSwitcher stores={stores} />}
        {account && (
          <div className="flex items-center gap-3 text-sm">
            <span>
              <span className="font-semibold">{account.fullName || account.email}</span>{' '}
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900" data-role={account.role}>
                {account.role === 'admin' ? 'Admin' : 'Manager'}
              </span>
            </span>
            <button
              type="button"
              onClick={() => void signOutOfDashboard()}
              className="rounded-full border-2 border-brand-700 px-3 py-1 font-semibold text-brand-900 hover:bg-brand-50"
            >
              Sign out
            </button>
          </div>
        )}
      </header>
      {account && <SalesUploadBanner admin={account.role === 'admin'} page={location.pathname} />}
      {navigation.state !== 'idle' && (
        <div role="progressbar" aria-label="Loading the page" className="h-1 shrink-0 animate-pulse bg-brand-700" />
      )}
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <nav
          aria-label="Dashboard"
          className="max-h-40 shrink-0 overflow-y-auto border-b border-ink/10 bg-surface p-3 md:max-h-none md:w-60 md:border-r md:border-b-0"
        >
          {SECTIONS.map((section) => {
            const pages = visible.filter((page) => page.nav?.section === section);
            if (pages.length === 0) return null;
            return (
              <div key={section} className="mb-4">
                <h2 className="px-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{section}</h2>
                <ul className="mt-1 flex flex-col gap-0.5">
                  {pages.map((page) => (
                    <li key={page.path}>
                      <NavLink
                        to={pagePath(page)}
                        end
                        onMouseEnter={() => preloadPage(page)}
                        onFocus={() => preloadPage(page)}
                        className={({ isActive }) =>
                          `block rounded-lg px-2 py-1.5 font-semibold ${isActive ? 'bg-brand-700 text-brand-contrast' : 'text-brand-900 hover:bg-brand-50'}`
                        }
                      >
                        {page.nav?.label ?? page.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <div id="dashboard-body" className="min-w-0 flex-1 overflow-y-auto">
          <main id="main" ref={main} tabIndex={-1} className="min-h-full p-4 md:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
