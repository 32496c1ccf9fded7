import { createContext, useContext } from 'react';
import { DASHBOARD_API_PREFIX } from '#lib/staff/dashboard-api-paths.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';

/**
 * The dashboard's store (decision 63): which store the pages show and change is the dashboard
 * address's `?store=<slug>`, so a link or a reload keeps it. The shell keeps it on every address
 * it moves to, and the API client sends it with every call, so the server answers about that store.
 */

export const STORE_PARAMETER = 'store';

/** The store a dashboard address names, if any. */
export function storeOfSearch(search: string): string | null {
  return new URLSearchParams(search).get(STORE_PARAMETER) || null;
}

/** The address with `?store=` set to the slug (and left alone when null). */
export function withStore(path: string, slug: string | null): string {
  if (!slug) return path;
  const url = new URL(path, 'http://dashboard.invalid');
  url.searchParams.set(STORE_PARAMETER, slug);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the shell moves an address that lost the chosen store (a link written without it): the
 * same address with it, or null when it has it (or when no store was chosen).
 */
export function keepStore(location: { pathname: string; search: string; hash: string }, slug: string | null) {
  if (!slug || storeOfSearch(location.search)) return null;
  return withStore(`${location.pathname}${location.search}${location.hash}`, slug);
}

/** A dashboard API call's URL with the dashboard's store added, unless the call names a store itself. */
export function apiUrlWithStore(url: URL, slug: string | null): URL {
  if (!slug || !url.pathname.startsWith(DASHBOARD_API_PREFIX) || url.searchParams.has(STORE_PARAMETER)) return url;
  const scoped = new URL(url);
  scoped.searchParams.set(STORE_PARAMETER, slug);
  return scoped;
}

/** A fetch that sends the dashboard's store (`slug()` at the time of the call) with every dashboard API call. */
export function storeScopedFetch(fetchImpl: typeof fetch, slug: () => string | null, origin: string): typeof fetch {
  return (input, init) => {
    if (input instanceof Request) return fetchImpl(input, init);
    return fetchImpl(apiUrlWithStore(new URL(input, origin), slug()), init);
  };
}

/** The chosen store for this page load: read from the address the dashboard opened at. */
let chosen: string | null = typeof location === 'undefined' ? null : storeOfSearch(location.search);

export function chosenStore(): string | null {
  return chosen;
}

/** Remembers the chosen store (a link with another `?store=`, or the back button). */
export function chooseStore(slug: string | null): void {
  chosen = slug;
}

/** The stores the signed-in staff member may switch between; `replace` after a store is added or closed. */
export interface DashboardStores {
  stores: readonly ScopeStore[];
  replace: (stores: readonly ScopeStore[]) => void;
}

export const DashboardStoresContext = createContext<DashboardStores>({ stores: [], replace: () => {} });

export function useDashboardStores(): DashboardStores {
  return useContext(DashboardStoresContext);
}

/** The store the pages show: the chosen one, else the default (or the manager's first). */
export function currentStore(stores: readonly ScopeStore[], slug: string | null): ScopeStore | null {
  return stores.find((store) => store.slug === slug) ?? stores.find((store) => store.isDefault) ?? stores[0] ?? null;
}

/**
 * The store a page names beside its figures: the one shown, while the staff member may switch
 * between two or more stores; null with one, where pages look as they did before stores.
 */
export function useShownStore(): ScopeStore | null {
  const { stores } = useDashboardStores();
  return stores.length >= 2 ? currentStore(stores, chosenStore()) : null;
}
