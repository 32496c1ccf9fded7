import { readdirSync } from 'node:fs';

/**
 * Whether a request's path could name one of the build's static files (`dist/client`): its first
 * segment is one of the folder's own entries (`/_astro/…`, `/favicon.svg`, `/latest-build.json`).
 * `npm run serve` hands only those to the Node adapter's static handler; every other request (a
 * page, an endpoint) goes straight to Astro, without the two file-system lookups (and the
 * not-found error) the static handler makes before it gives up on a path that is no file.
 * A path that does not decode goes to the adapter too, which answers it 400.
 */
export function createStaticPathTest(clientDir: string): (url: string) => boolean {
  let entries: Set<string>;
  try {
    entries = new Set(readdirSync(clientDir));
  } catch {
    entries = new Set();
  }
  return (url) => {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    let decoded: string;
    try {
      decodeURI(url);
      decoded = decodeURIComponent(pathname);
    } catch {
      return true;
    }
    const first = decoded.split('/').find((segment) => segment !== '') ?? '';
    return first === '' ? false : entries.has(first);
  };
}
