/**
 * The store a storefront page sells for, named by its address's `?store={slug}` as product pages
 * are (decision 70): the query is in the page cache's key, so the page stays shared.
 */

/**
 * The open store `?store=` names, with two or more open stores; otherwise undefined, and the page
 * is the default store's (a slug no open store has too: a stale link still reaches the page).
 */
export function storeNamedBy<Store extends { store: { slug: string } }>(
  url: URL,
  openStores: readonly Store[],
): Store | undefined {
  const asked = url.searchParams.get('store');
  if (asked === null || openStores.length < 2) return undefined;
  return openStores.find((candidate) => candidate.store.slug === asked);
}

/**
 * The address of the page at `path` at the store `slug`. The default store's is named too, so a
 * shopper who chose it is not taken on to their cart's store (follow-cart-store.ts).
 */
export function pathAtStore(path: string, slug: string): string {
  return `${path}?store=${encodeURIComponent(slug)}`;
}
