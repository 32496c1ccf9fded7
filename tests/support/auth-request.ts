import type { AuthProvider, AuthRequest } from '#server/auth/auth-provider.ts';
import { authForRequest } from '#server/auth/auth-for-request.ts';
import type { RuntimeConfig } from '#server/config/runtime-config.ts';
import type { SupabaseConfig } from '#server/config/supabase-config.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { TestCookieJar } from './cookie-jar.ts';

export interface TestBrowserOptions {
  /** The origin the request was addressed to (its Host). */
  origin?: string;
  siteUrl?: string;
  /** The origin of emailed links (RuntimeConfig.linkOrigin): SITE_URL's, else the request's unless given. */
  linkOrigin?: string;
  ip?: string;
  /** What a proxy in front says the visitor used (X-Forwarded-Proto), and whether the store trusts it. */
  forwardedProto?: string;
  trustProxy?: boolean;
  /** Makes the configuration one with Supabase Auth on. */
  supabase?: SupabaseConfig;
  /** Makes the provider for each request (default: the app's choice, `authForRequest`). */
  provider?: (auth: AuthRequest) => AuthProvider;
}

/** One browser: its cookies persist across the requests made with `request()`. */
export function testBrowser(
  db: Database,
  {
    origin = 'http://127.0.0.1:4321',
    siteUrl,
    linkOrigin = siteUrl ? new URL(siteUrl).origin : origin,
    ip = '203.0.113.7',
    forwardedProto,
    trustProxy = false,
    supabase,
    provider = authForRequest,
  }: TestBrowserOptions = {},
) {
  const jar = new TestCookieJar();
  const config = { siteUrl, linkOrigin, trustProxy, production: false, supabase } as RuntimeConfig;
  function request(path = '/'): AuthProvider {
    const url = new URL(path, origin);
    const auth: AuthRequest = {
      db,
      config,
      cookies: jar.asAstroCookies(),
      request: new Request(url, {
        headers: {
          'user-agent': 'integration-test',
          cookie: jar.header(),
          ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}),
        },
      }),
      url,
      clientAddress: ip,
    };
    return provider(auth);
  }
  return {
    jar,
    /** A new request from this browser, with the auth provider the app would make for it. */
    request,
    /**
     * A new customer as the register page makes one, then signed in with the same password (as
     * the page after it asks): the account with a session in this browser.
     */
    async signUp(input: Parameters<AuthProvider['signUp']>[0]): ReturnType<AuthProvider['signUp']> {
      const outcome = await request().signUp(input);
      if (outcome.ok) await request().signIn(input.email, input.password);
      return outcome;
    },
    /** Opens the newest "confirm your email" link sent to `email`, as its owner would; the account it confirmed. */
    async confirmEmail(email: string) {
      const message = (await emailsTo(db, email)).find((candidate) => candidate.template === 'confirm_email');
      const link = message && /https?:\/\/\S+/.exec(message.text);
      const token = link && new URL(link[0]).searchParams.get('token');
      if (!token) throw new Error(`No email confirmation link to ${email}`);
      const confirmed = await request().confirmEmailLink(token);
      if (!confirmed) throw new Error(`The confirmation link to ${email} did not confirm it`);
      return confirmed;
    },
  };
}
