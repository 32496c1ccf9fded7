import type { DataRouter } from 'react-router';
import { createPreloadQueue } from '#lib/navigation/preload-queue.ts';
import { claimReloadGuard } from '#lib/navigation/reload-guard.ts';
import type { DashboardPage, PageModule } from '../page-registry.ts';

/**
 * Loading pages' code. Each page is its own chunk, fetched when first opened. When a chunk fails
 * to load (a deployment replaced it, the network blinked), the navigation becomes a full page load
 * of its target (spec §8), at most once per 10 s (spec §9) so a chunk that is truly gone shows the
 * error instead of reloading forever.
 */

let activeRouter: DataRouter | undefined;

export function watchNavigationsOf(router: DataRouter): void {
  activeRouter = router;
}

/** Where the navigation in progress goes, or this page when none is (the first load). */
function navigationTarget(): string {
  const target = activeRouter?.state.navigation.location ?? window.location;
  return `${target.pathname}${target.search}${target.hash}`;
}

export async function loadPage(page: DashboardPage): Promise<PageModule> {
  try {
    return await page.load();
  } catch (error) {
    if (!claimReloadGuard()) throw error;
    window.location.assign(navigationTarget());
    // The browser is leaving; nothing should render in the meantime.
    return new Promise<never>(() => {});
  }
}

const preloads = createPreloadQueue();

/** Fetches a page's code ahead of a likely click (at most five at once, spec §9). */
export function preloadPage(page: DashboardPage): void {
  preloads.preload(page.path, page.load);
}
