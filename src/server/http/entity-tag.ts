import { hash } from 'node:crypto';

/**
 * Validators for cached pages: an entity tag from the page's bytes, and `If-None-Match` read the
 * way RFC 9110 §13.1.2 says (weak comparison, a list, or `*`).
 */

/**
 * A weak entity tag for a body: the same page sent plain, in Brotli or in gzip is one page
 * (weak tags compare by meaning, not by bytes), so one tag serves every coding, and a browser or
 * CDN that stored the Brotli copy may revalidate it whatever it asked for next time.
 */
export function entityTagOf(body: Uint8Array): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** Whether `If-None-Match` names `tag` (or any current page, `*`): the answer is then 304. */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = opaqueTag(tag);
  for (const candidate of ifNoneMatch.split(',')) {
    if (opaqueTag(candidate.trim()) === opaque) return true;
  }
  return false;
}

function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
