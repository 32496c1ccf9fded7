import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from then on:
 * what only the browser knows (the cart in local storage) is drawn after hydration, never during
 * it, so the two renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
