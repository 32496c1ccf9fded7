/**
 * Notices a new deployment while a page is open (spec §7, §9; src/lib/navigation/new-build.ts).
 * It asks for the latest build id when the page loads, on every navigation and when the tab comes
 * back (visibilitychange, focus); once the id differs from this page's, the next link click or
 * form submit is left to the browser — a full page load with the new build's HTML and scripts —
 * instead of the menu's in-place update. The reload guard allows one such forced load per 10 s.
 */
import { fetchLatestBuildId, isNewBuild } from '#lib/navigation/new-build.ts';
import { claimReloadGuard } from '#lib/navigation/reload-guard.ts';

const pageBuildId: string = import.meta.env.BUILD_ID;
let newBuild = false;
let checking: Promise<void> | null = null;

function check(): void {
  if (newBuild || checking) return;
  checking = fetchLatestBuildId()
    .then((latest) => {
      if (!isNewBuild(pageBuildId, latest)) return;
      newBuild = true;
      // Styles (or a test) can tell that a newer version of the store is out.
      document.documentElement.dataset.newBuild = '';
    })
    .finally(() => {
      checking = null;
    });
}

/** Whether this navigation becomes a full load; remembers it for the guard if so. */
function claimFullLoad(): boolean {
  return newBuild && claimReloadGuard();
}

/** A plain click on a link to another page of this site, which the browser would follow itself. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  if (link.origin !== location.origin) return null;
  // A jump within this page (the skip link) is no navigation.
  if (link.hash && link.pathname === location.pathname && link.search === location.search) return null;
  return link;
}

// Capture on window runs before any script on the page: the in-place handlers never see the event
// and the browser performs the navigation itself.
addEventListener(
  'click',
  (event) => {
    if (!followedLink(event)) return;
    if (claimFullLoad()) event.stopImmediatePropagation();
    else check();
  },
  { capture: true },
);
addEventListener(
  'submit',
  (event) => {
    // Only a GET form is a navigation the browser can make itself (the menu's filters).
    const form = event.target;
    if (form instanceof HTMLFormElement && form.method === 'get' && claimFullLoad()) event.stopImmediatePropagation();
  },
  { capture: true },
);
addEventListener('popstate', check);
addEventListener('focus', check);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') check();
});
check();
