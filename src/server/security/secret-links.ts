import type { AstroCookies } from 'astro';

/**
 * The store's secret links (decision 50): addresses whose token opens something without a
 * sign-in. Opening one trades the token for a short-lived HttpOnly cookie scoped to its page and
 * sends the browser to the same page without the token, so the token never sits in the address
 * bar, the history, web vitals, error reports, referrers or anything a tag manager reads from the
 * location. The exchange only moves the token: whatever the link does still takes a POST.
 */
export interface SecretLink {
  /** The page's address without its token; a link's token follows it as a path segment or `?token=`. */
  page: string;
  carries: 'path' | 'query';
  /** The HttpOnly cookie that holds the token after the exchange. */
  cookie: string;
  /** The one path the cookie is sent to: the page's own, or the endpoint a client-side page asks through. */
  cookiePath: string;
  /** How long the cookie keeps the token: a sitting on the page, never longer than a link lasts. */
  maxAgeSeconds: number;
}

/** Long enough to read the page and fill in its form in one sitting. */
const SITTING_SECONDS = 60 * 60;

function secretLink(
  page: string,
  carries: SecretLink['carries'],
  cookie: string,
  {
    cookiePath = page,
    maxAgeSeconds = SITTING_SECONDS,
  }: Partial<Pick<SecretLink, 'cookiePath' | 'maxAgeSeconds'>> = {},
): SecretLink {
  return { page, carries, cookie, cookiePath, maxAgeSeconds };
}

export const SECRET_LINKS = {
  reviewInvite: secretLink('/reviews/write', 'path', 'rr_link_review'),
  purchaseFeedback: secretLink('/feedback/first-purchase', 'query', 'rr_link_feedback'),
  newsletterConfirm: secretLink('/newsletter/confirm', 'path', 'rr_link_confirm'),
  newsletterPreferences: secretLink('/newsletter/preferences', 'path', 'rr_link_preferences'),
  unsubscribe: secretLink('/unsubscribe', 'path', 'rr_link_unsubscribe'),
  contentPreview: secretLink('/content-preview', 'path', 'rr_link_preview'),
  jobApplication: secretLink('/learn/jobs/application', 'path', 'rr_link_application'),
  mediaKit: secretLink('/media-access/kit', 'path', 'rr_link_media_kit'),
  // A guest order's claim link, opened by the signed-in account that asked for it (phone-order-claims.ts).
  orderClaim: secretLink('/account/claim-order', 'path', 'rr_link_order_claim'),
  // Password reset and invitation links of customers (Supabase's add `&type=`, which stays).
  passwordLink: secretLink('/account/update-password', 'query', 'rr_link_password'),
  // Staff invitations open the dashboard's set-up screen, whose code asks this endpoint.
  staffPasswordLink: secretLink('/dashboard/confirm', 'query', 'rr_link_staff_password', {
    cookiePath: '/api/auth/password-link',
  }),
  // The résumé download's link lasts five minutes (resume-download.ts); so does its cookie.
  resumeDownload: secretLink('/dashboard/files/resume', 'path', 'rr_link_resume', { maxAgeSeconds: 5 * 60 }),
} as const satisfies Record<string, SecretLink>;

export type SecretLinkName = keyof typeof SECRET_LINKS;

const LINKS: readonly SecretLink[] = Object.values(SECRET_LINKS);

/** A secret link's token found in an address, and the same address without it. */
export interface TokenInAddress {
  link: SecretLink;
  token: string;
  tokenless: string;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The token a secret link's address carries, or null for any other address. */
export function tokenInAddress(url: URL): TokenInAddress | null {
  for (const link of LINKS) {
    if (link.carries === 'path' && url.pathname.startsWith(`${link.page}/`)) {
      const token = decoded(url.pathname.slice(link.page.length + 1).replace(/\/+$/, ''));
      if (token) return { link, token, tokenless: `${link.page}${url.search}` };
    }
    if (link.carries === 'query' && url.pathname.replace(/\/+$/, '') === link.page && url.searchParams.has('token')) {
      const rest = new URLSearchParams(url.searchParams);
      rest.delete('token');
      const search = rest.size > 0 ? `?${rest}` : '';
      return { link, token: url.searchParams.get('token')!, tokenless: `${link.page}${search}` };
    }
  }
  return null;
}

/** Puts a link's token in its cookie (an empty token clears it). */
export function keepLinkToken(cookies: AstroCookies, link: SecretLink, token: string, secure: boolean): void {
  const where = { path: link.cookiePath, httpOnly: true, sameSite: 'lax', secure } as const;
  if (token) cookies.set(link.cookie, token, { ...where, maxAge: link.maxAgeSeconds });
  else cookies.delete(link.cookie, where);
}

/**
 * A 303 away from an address that holds a token: no cache keeps it, and no request after it
 * names that address as its referrer.
 */
export function redirectFromSecretLink(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/** The answer to opening a secret link: its token kept in the cookie, and the page without it. */
export function exchangeLinkToken(cookies: AstroCookies, found: TokenInAddress, secure: boolean): Response {
  keepLinkToken(cookies, found.link, found.token, secure);
  return redirectFromSecretLink(found.tokenless);
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The token a request to a secret link's page holds in that link's cookie, or null. */
export function linkTokenFromCookie(cookies: AstroCookies, pathname: string): string | null {
  const link = LINKS.find((candidate) => isUnder(pathname, candidate.cookiePath));
  return (link && cookies.get(link.cookie)?.value) || null;
}
