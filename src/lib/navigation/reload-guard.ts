import { mayForceFullLoad, RELOAD_GUARD_KEY } from './new-build.ts';

/** The tab's session storage as far as the guard needs it; null when the browser refuses it. */
type GuardStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

function tabStorage(): GuardStorage {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Claims the page-reload guard (spec §9): true when no full load was forced in this tab in the
 * last 10 s, and remembers this one. Without storage there is no guard, and forcing loads could
 * loop, so none is allowed.
 */
export function claimReloadGuard(now = Date.now(), storage: GuardStorage = tabStorage()): boolean {
  if (!storage) return false;
  try {
    if (!mayForceFullLoad(now, storage.getItem(RELOAD_GUARD_KEY))) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
