import type * as ServerEnv from 'astro:env/server';
import path from 'node:path';
import type { ThirdPartySettings } from '#lib/security/third-party-sources.ts';
import { ConfigurationError } from './configuration-error.ts';
import { readInventoryCredentialsKey, readSourceEndpoints, type SourceEndpoints } from './inventory-config.ts';
import { readMailConfig, type MailConfig } from './mail-config.ts';
import { readSmsConfig, type SmsConfig } from './sms-config.ts';
import { readSupabaseConfig, type SupabaseConfig } from './supabase-config.ts';
import { readThirdPartySettings } from './third-party-config.ts';
import { listeningOrigin } from './link-origin.ts';
import { parseTrustProxy, type TrustedProxy } from './trusted-proxy.ts';

export { ConfigurationError };

/**
 * How this instance runs, from the variables declared in the `env.schema` of astro.config.mjs.
 */
export interface RuntimeConfig {
  /** `embedded`: PGlite in DATA_DIR, migrated and seeded on start. `postgres`: DATABASE_URL. */
  mode: 'embedded' | 'postgres';
  databaseUrl?: string;
  databasePoolSize: number;
  dataDir: string;
  /** The media library's folder (DATA_DIR/media), used unless Supabase is configured. */
  mediaDir: string;
  /** The media library's Supabase Storage bucket (SUPABASE_STORAGE_BUCKET), used when Supabase is configured. */
  mediaBucket: string;
  /** Files never served publicly (applicants' résumés): DATA_DIR/private, used unless Supabase is configured. */
  privateDir: string;
  /** Their private Supabase Storage bucket (SUPABASE_PRIVATE_BUCKET), used when Supabase is configured. */
  privateBucket: string;
  /** The public origin (for canonical URLs), without a trailing slash. */
  siteUrl?: string;
  /**
   * The origin of every link the store sends (emails): SITE_URL, or else the address it listens
   * on (`http://HOST:PORT`, `localhost` for every interface); never a request's Host header.
   */
  linkOrigin: string;
  /** The proxies TRUST_PROXY trusts to name the client (X-Forwarded-For) and its scheme; null for none. */
  trustedProxy: TrustedProxy | null;
  /** Whether any proxy is trusted: X-Forwarded-Proto is then believed for Secure cookies and the origin check. */
  trustProxy: boolean;
  production: boolean;
  /**
   * Staging: `forced` by STAGING_MODE for the whole deployment (the store setting can also turn
   * it on); visitors get in with `password` (STAGING_PASSWORD).
   */
  staging: { forced: boolean; password?: string };
  /** What pages load from elsewhere: reCAPTCHA, the tag manager, error reporting (each only when configured). */
  thirdParties: ThirdPartySettings;
  /** reCAPTCHA v3 secret: with it, checkouts are verified with Google (RECAPTCHA_SECRET_KEY). */
  recaptchaSecretKey?: string;
  /** Twilio's auth token (TWILIO_AUTH_TOKEN): with it, `POST /api/sms/inbound` takes Twilio's signed incoming texts. */
  twilioAuthToken?: string;
  /** Supabase Auth (SUPABASE_URL and its keys); accounts are embedded when absent. */
  supabase?: SupabaseConfig;
  /** SMTP delivery of the email outbox (SMTP_URL, MAIL_FROM); the outbox is the delivery when absent. */
  mail?: MailConfig;
  /** Twilio delivery of the SMS outbox (TWILIO_ACCOUNT_SID, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID); the outbox is the delivery when absent. */
  sms?: SmsConfig;
  /**
   * The key sealing stores' credentials for Metrc or a point of sale (INVENTORY_CREDENTIALS_KEY,
   * decision 77); without it every store keeps its own count.
   */
  inventoryCredentialsKey?: Buffer;
  /** Where Metrc and the points of sale are reached (METRC_API_URL, METRC_VENDOR_KEY, DUTCHIE_POS_API_URL). */
  sourceEndpoints: SourceEndpoints;
  /**
   * STORE_TEST_CLOCK=1, for end-to-end tests only (never in production): the server clock that
   * content scheduling reads can be moved forward through `POST /api/test-clock`.
   */
  testClock: boolean;
}

/**
 * Reads and validates the configuration. `astro:env/server` validates every variable as it
 * loads, so it is imported here, inside a function, to turn a bad variable into a
 * ConfigurationError the server can report before it serves anything.
 */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  let env: typeof ServerEnv;
  try {
    env = await import('astro:env/server');
  } catch (error) {
    throw new ConfigurationError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (env.STAGING_MODE && !env.STAGING_PASSWORD) {
    throw new ConfigurationError('STAGING_PASSWORD must be set when STAGING_MODE is true: nobody could get in.');
  }
  const supabase = readSupabaseConfig(env);
  const mail = readMailConfig(env);
  const sms = readSmsConfig(env);
  const inventoryCredentialsKey = readInventoryCredentialsKey(env.INVENTORY_CREDENTIALS_KEY);
  const dataDir = path.resolve(env.DATA_DIR);
  let trustedProxy: TrustedProxy | null;
  try {
    trustedProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  if (env.DATABASE_URL && trustedProxy && !env.SITE_URL) {
    throw new ConfigurationError(
      'SITE_URL must be set when TRUST_PROXY is on with DATABASE_URL: emailed links (password resets, invitations, ' +
        'orders) must name the public address, which the store behind a proxy cannot know otherwise.',
    );
  }
  const siteUrl = env.SITE_URL?.replace(/\/$/, '');
  return {
    mode: env.DATABASE_URL ? 'postgres' : 'embedded',
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaBucket: env.SUPABASE_STORAGE_BUCKET,
    privateDir: path.join(dataDir, 'private'),
    privateBucket: env.SUPABASE_PRIVATE_BUCKET,
    siteUrl,
    linkOrigin: siteUrl ? new URL(siteUrl).origin : listeningOrigin(env.HOST, env.PORT),
    trustedProxy,
    trustProxy: trustedProxy !== null,
    production: import.meta.env.PROD,
    staging: { forced: env.STAGING_MODE, password: env.STAGING_PASSWORD },
    thirdParties: readThirdPartySettings(env),
    recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN,
    supabase,
    mail,
    sms,
    inventoryCredentialsKey,
    sourceEndpoints: readSourceEndpoints(env),
    testClock: env.STORE_TEST_CLOCK === '1',
  };
}
