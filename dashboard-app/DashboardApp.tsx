import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { $session, watchSession, type SessionAccount } from '#stores/session.ts';
import { watchForNewBuild } from './navigation/new-build-watch.ts';
import { createDashboardRouter } from './router.tsx';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { StoreNameContext } from './shell/store-name.ts';
import { DashboardStoresContext } from './shell/store-switch.ts';

interface Props {
  /** Who the server saw signed in when it sent the page; `$session` starts from it. */
  account: SessionAccount | null;
  storeName: string;
  /** The open stores the staff member may switch between (the switcher shows with two or more). */
  stores: readonly ScopeStore[];
}

/**
 * The staff dashboard: one client-side React Router app for every `/dashboard/*` address. The
 * session the server saw is where `$session` starts; from then on it is checked every 30 s, on
 * focus, and signing out in any tab signs this one out.
 */
export default function DashboardApp({ account, storeName, stores }: Props) {
  const [router] = useState(() => {
    $session.set(account);
    return createDashboardRouter();
  });
  useEffect(() => watchSession(), []);
  useEffect(() => watchForNewBuild(router), [router]);
  const [switchable, setSwitchable] = useState(stores);
  const dashboardStores = useMemo(() => ({ stores: switchable, replace: setSwitchable }), [switchable]);
  return (
    <StoreNameContext.Provider value={storeName}>
      <DashboardStoresContext.Provider value={dashboardStores}>
        <RouterProvider router={router} />
      </DashboardStoresContext.Provider>
    </StoreNameContext.Provider>
  );
}
