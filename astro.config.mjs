import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { latestBuild } from './src/integrations/latest-build.ts';
import { precompressedAssets } from './src/integrations/precompressed-assets.ts';
import { routeFiles } from './src/integrations/route-files.ts';
import { LARGEST_ACTION_BODY_BYTES } from '#lib/http/request-limits.ts';
import { PAGE_DIRECTIVES } from '#lib/security/content-security-policy.ts';

// Every variable is read at run time (`access: 'secret'` keeps it out of the bundle and
// validates it when the server starts), so one build runs in every environment.
const runtime = { context: 'server', access: 'secret' };

export default defineConfig({
  output: 'server',
  // Middleware mode: `npm run serve` (scripts/serve.mjs) starts the adapter's own server and sends
  // pages straight to Astro's handler, past the static file lookup only build files need.
  // No request body is read much past the largest one the store takes (a résumé), whatever its
  // framing; the margin lets each endpoint's and Action's own, smaller cap answer first with its 413.
  adapter: node({ mode: 'middleware', bodySizeLimit: LARGEST_ACTION_BODY_BYTES + 64 * 1024 }),
  integrations: [react(), latestBuild(), precompressedAssets()],
  server: { port: 4321 },
  session: false,
  security: {
    // The cross-origin guard (src/server/middleware/cross-origin-guard.ts) refuses cross-site form posts
    // in its place: Astro's check would also refuse the one-click unsubscribe and the SMS webhook,
    // which carry no Origin by design (decision 24).
    checkOrigin: false,
    // The largest Action body (a job application's résumé); every other Action is held to its own
    // cap, 64 KB like the JSON endpoints, by src/server/middleware/unstorable-input.ts.
    actionBodySizeLimit: LARGEST_ACTION_BODY_BYTES,
    // Pages carry a Content-Security-Policy header: Astro hashes every inline script and style
    // it emits; the middleware adds the outside hosts this instance is configured to load
    // (src/lib/security/, docs/decisions/0008-content-security-policy.md).
    csp: {
      directives: [...PAGE_DIRECTIVES],
      // The layouts set the store's theme colours in a style attribute on <html>; style
      // attributes cannot run code, so they are allowed without widening style elements.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  env: {
    validateSecrets: true,
    schema: {
      PORT: envField.number({ ...runtime, int: true, min: 1, max: 65535, default: 4321 }),
      HOST: envField.string({ ...runtime, optional: true }),
      DATA_DIR: envField.string({ ...runtime, min: 1, default: '.data' }),
      DATABASE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'postgres' }),
      DATABASE_POOL_SIZE: envField.number({ ...runtime, int: true, min: 1, max: 100, default: 10 }),
      SITE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'http' }),
      // The proxies in front: true, a number of hops, or addresses and ranges (src/server/config/trusted-proxy.ts).
      TRUST_PROXY: envField.string({ ...runtime, optional: true }),
      PAGE_CACHE_MB: envField.number({ ...runtime, int: true, min: 0, max: 4096, default: 32 }),
      STAGING_MODE: envField.boolean({ ...runtime, default: false }),
      STAGING_PASSWORD: envField.string({ ...runtime, optional: true, min: 8 }),
      // Read at run time like every other variable, then written into the pages that use them.
      PUBLIC_RECAPTCHA_SITE_KEY: envField.string({ ...runtime, optional: true }),
      RECAPTCHA_SECRET_KEY: envField.string({ ...runtime, optional: true, min: 20 }),
      // The inbound-SMS webhook checks Twilio's signature with it (src/server/sms/twilio-inbound.ts).
      TWILIO_AUTH_TOKEN: envField.string({ ...runtime, optional: true, min: 16 }),
      // Checked by readSmsConfig: with the account and a sender, texts leave the outbox through Twilio.
      TWILIO_ACCOUNT_SID: envField.string({ ...runtime, optional: true }),
      TWILIO_FROM: envField.string({ ...runtime, optional: true }),
      TWILIO_MESSAGING_SERVICE_SID: envField.string({ ...runtime, optional: true }),
      // Seals stores' Metrc or point-of-sale credentials (readInventoryCredentialsKey: 32 bytes, hex or base64).
      INVENTORY_CREDENTIALS_KEY: envField.string({ ...runtime, optional: true }),
      // Metrc's API (decision 77): the software's vendor key, and the address (Michigan's by default).
      METRC_VENDOR_KEY: envField.string({ ...runtime, optional: true }),
      METRC_API_URL: envField.string({ ...runtime, optional: true }),
      // Dutchie POS's API address (decision 81); each store's location key is its own credential.
      DUTCHIE_POS_API_URL: envField.string({ ...runtime, optional: true }),
      PUBLIC_GTM_ID: envField.string({ ...runtime, optional: true }),
      PUBLIC_GTM_STAGING_ID: envField.string({ ...runtime, optional: true }),
      SENTRY_DSN: envField.string({ ...runtime, optional: true }),
      SENTRY_TRACES_SAMPLE_RATE: envField.number({ ...runtime, min: 0, max: 1, default: 0.1 }),
      SUPABASE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'http' }),
      SUPABASE_ANON_KEY: envField.string({ ...runtime, optional: true, min: 20 }),
      SUPABASE_SERVICE_ROLE_KEY: envField.string({ ...runtime, optional: true, min: 20 }),
      // The Storage bucket of the media library when Supabase is configured (a bucket id: lower case, digits, - and _).
      SUPABASE_STORAGE_BUCKET: envField.string({ ...runtime, min: 1, max: 63, default: 'media' }),
      // The private bucket of files never served publicly (applicants' résumés); it must not be public.
      SUPABASE_PRIVATE_BUCKET: envField.string({ ...runtime, min: 1, max: 63, default: 'private-files' }),
      // Checked by readMailConfig, whose messages never repeat the URL's password.
      SMTP_URL: envField.string({ ...runtime, optional: true }),
      MAIL_FROM: envField.string({ ...runtime, optional: true }),
      // End-to-end tests only: a server clock the tests move forward (src/server/clock.ts).
      STORE_TEST_CLOCK: envField.enum({ ...runtime, values: ['0', '1'], default: '0' }),
    },
  },
  // No Markdown code blocks here; Shiki's inline styles would need a weaker style policy.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss(), routeFiles()] },
});
