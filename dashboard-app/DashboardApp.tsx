import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { $session, watchSession, type SessionAccount } from '#stores/session.ts';
import { watchForNewBuild } from './navigation/new-build-watch.ts';
import { createDashboardRouter } from './router.tsx';
import { StoreNameContext } from './shell/store-name.ts';

interface Props {
  /** Who the server saw signed in when it sent the page; `$session` starts from it. */
  account: SessionAccount | null;
  storeName: string;
}

/**
 * The staff dashboard: one client-side React Router app for every `/dashboard/*` address. The
 * session the server saw is where `$session` starts; from then on it is checked every 30 s, on
 * focus, and signing out in any tab signs this one out.
 */
export default function DashboardApp({ account, storeName }: Props) {
  const [router] = useState(() => {
    $session.set(account);
    return createDashboardRouter();
  });
  useEffect(() => watchSession(), []);
  useEffect(() => watchForNewBuild(router), [router]);
  return (
    <StoreNameContext.Provider value={storeName}>
      <RouterProvider router={router} />
    </StoreNameContext.Provider>
  );
}
