/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The app's database (embedded PGlite or PostgreSQL), ready and migrated. */
    db: import('#server/middleware/index.ts').Runtime['db'];
    /** How this instance runs (embedded or PostgreSQL, data folder, site URL). */
    config: import('#server/middleware/index.ts').Runtime['config'];
    /**
     * The time that decides what content is public or due: content pages, the preview, the
     * content endpoints, the feed and sitemap, and the background jobs. The machine's clock, except
     * in a server started with STORE_TEST_CLOCK=1 (end-to-end tests), whose clock the tests move
     * forward. Other areas (orders, deals, the menu) read the machine's time themselves.
     */
    clock: import('#server/middleware/index.ts').Runtime['clock'];
    /** This instance's background jobs: `runRound()` runs them once now, as the minute's tick does. */
    backgroundJobs: import('#server/middleware/index.ts').Runtime['backgroundJobs'];
    /** A store's system of record (Metrc, its point of sale) as this instance reaches it, or null: the registry check's. */
    inventorySourceFor: import('#server/middleware/index.ts').Runtime['inventorySourceFor'];
    /**
     * The route the request's address matched (`/products/[slug]`, or `other`), from the project's
     * route table: how logs and error reports name a page, never by its address.
     */
    routePattern: string;
    /**
     * The client's address, behind the proxies TRUST_PROXY trusts (clientAddressOf): the one
     * address every rate limit, throttle and record uses. Never Astro's `clientAddress`, which is
     * the proxy's.
     */
    clientAddress: string;
    /** The visitor is a search engine, crawler or audit tool (never shown the age gate or error page). */
    isBot: boolean;
    /** The age confirmed at the age gate, or null before the visitor answered. */
    ageVerified: 'adult' | 'medical' | null;
    /** The site runs as a staging site: every request needs the staging token. */
    staging: boolean;
    /**
     * The store's settings and hours, read on first call and shared by the rest of the request
     * (layout, page and loader). Code that writes settings, or needs them inside a transaction,
     * reads them itself.
     */
    storeSettings: () => Promise<import('#server/settings/index.ts').StoreSettings>;
    /** Every open store, the default store first, read on first call like the settings. */
    stores: () => Promise<import('#server/settings/index.ts').StoreSettings[]>;
    /** The navigation's top-level categories, read on first call like the settings (the storefront layout's). */
    navCategories: () => Promise<import('#server/catalog/index.ts').NavCategory[]>;
    /** Every active deal (readActiveDeals), read on first call like the settings; which run now is the caller's to judge. */
    activeDeals: () => Promise<readonly import('#lib/deals/deal.ts').Deal[]>;
    /** The menu the visitor shops: adult-use or medical prices and products. */
    menuMode: import('#lib/catalog/menu-query.ts').MenuMode;
    /**
     * Set to true in a public page's frontmatter when its HTML depends on nothing but the URL,
     * the visitor facts above (menu mode, age-gate answer, bot flag: the age_verified and
     * menu_mode cookies and the user agent), the catalog and store data, and the time, and holds
     * nothing made for one request (no nonce, no token). The page cache may then keep a 200
     * response for everyone with the same URL and facts (src/server/cache/). A component may set
     * it back to false while rendering.
     */
    cacheable?: boolean;
    /** The request's auth provider (embedded or Supabase): sign in, sign out, links from emails. */
    auth: import('#server/middleware/index.ts').AuthProvider;
    /**
     * The signed-in account with its role, or null; looked up on first call. Calling it marks the
     * page as personal (never cached).
     */
    currentAccount: () => Promise<import('#server/customers/index.ts').SignedInAccount | null>;
    /**
     * currentAccount() only when the browser carries the signed-in marker cookie; without it null,
     * and the page is not marked personal, so signed-out visitors share one cached page.
     */
    currentAccountIfSignedIn: () => Promise<import('#server/customers/index.ts').SignedInAccount | null>;
    /**
     * On a secret link's page (src/server/security/secret-links.ts), the token the visitor's link
     * left in its cookie, or the one a post's address carries; otherwise null.
     */
    secretLinkToken: string | null;
    /**
     * Keeps a token for another secret link's page in that page's cookie and returns the page's
     * address, so a page links there without putting the token in a link.
     */
    handOverSecretLink: (name: import('#server/middleware/index.ts').SecretLinkName, token: string) => string;
    /** Set by an action that refuses for a while (sign-in throttling): the page sends `Retry-After`. */
    retryAfterSeconds?: number;
    /**
     * The staff member calling a dashboard endpoint and the stores the request may see, set once
     * the dashboard guard let them through.
     */
    staff?: import('#server/http/index.ts').StaffCaller;
    /** Drops the looked-up account after signing in or out within the request. */
    forgetCurrentAccount: () => void;
    /**
     * Epoch milliseconds at which a cacheable page stops being right for a reason of time finer
     * than the minute every cached page expires at anyway (e.g. a deal ending at 10:00:30).
     */
    cacheExpiresAt?: number;
    /**
     * Set by a cacheable page whose stock and prices are all one store's (its menu): a write of
     * another store's stock then leaves it in the page cache (PageStock).
     */
    pageStock?: import('#server/middleware/index.ts').PageStock;
  }
}

/** The paths of the route files under src/pages (src/integrations/route-files.ts). */
declare module 'virtual:route-files' {
  const files: readonly string[];
  export default files;
}

interface ImportMetaEnv {
  /** This build's id (src/integrations/latest-build.ts), the same in server and browser code. */
  readonly BUILD_ID: string;
}
