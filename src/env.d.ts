/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The app's database (embedded PGlite or PostgreSQL), ready and migrated. */
    db: import('./server/db/database.ts').Database;
    /** How this instance runs (embedded or PostgreSQL, data folder, site URL). */
    config: import('./server/config/runtime-config.ts').RuntimeConfig;
    /** The visitor is a search engine, crawler or audit tool (never shown the age gate or error page). */
    isBot: boolean;
    /** The age confirmed at the age gate, or null before the visitor answered. */
    ageVerified: 'adult' | 'medical' | null;
    /** The menu the visitor shops: adult-use or medical prices and products. */
    menuMode: import('./lib/menu-query.ts').MenuMode;
  }
}
