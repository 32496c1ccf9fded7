import type { DataRouter } from 'react-router';
import { fetchLatestBuildId, isNewBuild } from '#lib/navigation/new-build.ts';
import { claimReloadGuard } from '#lib/navigation/reload-guard.ts';

/**
 * New builds in the dashboard (spec §7, §9): the app asks which build is deployed when it starts,
 * when its tab comes back and on every navigation; once a newer one is out, the next navigation
 * is a full page load of its target, so staff never keep working in stale code. The reload guard
 * allows one forced load per 10 s.
 */
export function watchForNewBuild(router: DataRouter): () => void {
  const pageBuildId: string = import.meta.env.BUILD_ID;
  let newBuild = false;
  let checking = false;

  const check = () => {
    if (newBuild || checking) return;
    checking = true;
    void fetchLatestBuildId().then((latest) => {
      checking = false;
      newBuild = isNewBuild(pageBuildId, latest);
      if (newBuild) document.documentElement.dataset.newBuild = '';
    });
  };

  let lastKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location;
    if (target && newBuild && claimReloadGuard()) {
      window.location.assign(`${target.pathname}${target.search}${target.hash}`);
      return;
    }
    if (state.location.key !== lastKey) {
      lastKey = state.location.key;
      check();
    }
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
  return () => {
    unsubscribe();
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
