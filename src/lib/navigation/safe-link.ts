/** The schemes a link staff typed may carry onto a page: the web, mail and phone. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * `href` as a page may render it, or null: an `http(s):`, `mailto:` or `tel:` address, or a
 * path on this store (`/category/flower`, `#menu`, `?page=2`); never `javascript:`, `data:` or any
 * other scheme, however it is spelled. Browsers drop tabs and line breaks inside a URL, ignore
 * spaces and control characters around it and read schemes in any case, so the scheme is read the
 * same way here. A path that starts with `//` or holds a backslash names another host and is refused.
 */
export function safeLinkHref(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  const link = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1];
  if (scheme !== undefined) return SAFE_SCHEMES.has(scheme.toLowerCase()) ? link : null;
  return /^[/#?]/.test(link) && !link.startsWith('//') && !link.includes('\\') ? link : null;
}
