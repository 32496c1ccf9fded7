/**
 * Every link an email carries is absolute, on the one origin the configuration names for links
 * (RuntimeConfig.linkOrigin: SITE_URL, or the address the store listens on). Never the Host of the
 * request that caused the email: anyone may send any Host, and a password reset that pointed at
 * theirs would hand them the token (decision 54).
 */

/** A store path (`/order-tracker`, `/account/update-password?token=…`) as an absolute link on `origin`. */
export function emailLink(origin: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`An email link is a path of the store: ${path}`);
  return new URL(path, origin).href;
}

/**
 * Text staff wrote for an email (a newsletter issue, a reply) with every store path in it made
 * absolute: `/dispensary-deals` or `(/learn/terpenes)` becomes a link on `origin`. URLs with a
 * scheme are left as written.
 */
export function absoluteStoreLinks(text: string, origin: string): string {
  return text.replace(
    /(^|[\s(<"'])(\/[A-Za-z0-9][^\s)>"']*?)([.,;:!?]*)(?=$|[\s)>"'])/gm,
    (_match, before: string, path: string, after: string) => {
      return `${before}${emailLink(origin, path)}${after}`;
    },
  );
}
