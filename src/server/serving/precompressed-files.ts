import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { negotiateContentCoding, type ContentCoding } from '#lib/http/content-coding.ts';
import { IMMUTABLE_FILE_CACHE_CONTROL } from '#server/cache/cache-control.ts';
import { ifNoneMatchHits } from '../http/entity-tag.ts';

/**
 * The build's static files (`dist/client`: scripts, stylesheets, SVG) in Brotli and gzip. The
 * build writes `name.br` and `name.gz` beside each file worth it (src/integrations/
 * precompressed-assets.ts, at the highest effort), and `npm run serve` sends them with their
 * `Content-Encoding` before the Node adapter's own static handler, which knows only the plain
 * files. Anything else — no compressed copy, a client that takes neither coding, a range — goes
 * on to the adapter, which sends the plain file; every file that has copies says
 * `Vary: Accept-Encoding` whichever answers.
 */

/** Media types of the files compressed at build, by extension (what the adapter sends for each). */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** The file name of a compressed copy: `app.js` → `app.js.br`, `app.js.gz`. */
export const COPY_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

interface CompressedCopy {
  file: string;
  size: number;
  etag: string;
}

interface StaticFile {
  contentType: string;
  cacheControl: string;
  lastModified: string;
  copies: Partial<Record<ContentCoding, CompressedCopy>>;
  /** The codings it has copies in. */
  codings: ContentCoding[];
}

/** Serves the request from a compressed copy and returns true, or returns false for the adapter. */
export type PrecompressedFiles = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Finds every file of `clientDir` with compressed copies (once, when the server starts: a build
 * never changes under a running server). Files under `/{assetsDir}/` carry their content's hash in
 * their name and are kept for a year, as the adapter says; others are checked on each use.
 */
export function createPrecompressedFiles(clientDir: string, assetsDir = '_astro'): PrecompressedFiles {
  const files = findCompressedFiles(clientDir, assetsDir);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '';
    const query = target.indexOf('?');
    const found = files.get(query === -1 ? target : target.slice(0, query));
    if (!found) return false;
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers.range !== undefined) return false;
    const coding = negotiateContentCoding(request.headers['accept-encoding'], found.codings);
    const copy = coding && found.copies[coding];
    if (!coding || !copy) return false;

    const headers: OutgoingHttpHeaders = {
      'cache-control': found.cacheControl,
      etag: copy.etag,
      'last-modified': found.lastModified,
    };
    if (ifNoneMatchHits(request.headers['if-none-match'], copy.etag)) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': found.contentType,
      'content-encoding': coding,
      'content-length': String(copy.size),
    });
    if (request.method === 'HEAD') response.end();
    else pipeline(createReadStream(copy.file), response, () => {});
    return true;
  };
}

function findCompressedFiles(clientDir: string, assetsDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let names: string[];
  try {
    names = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  const present = new Set(names);
  for (const name of names) {
    const contentType = PRECOMPRESSED_TYPES[path.extname(name).toLowerCase()];
    if (!contentType) continue;
    const copies: StaticFile['copies'] = {};
    for (const [coding, suffix] of Object.entries(COPY_SUFFIX) as [ContentCoding, string][]) {
      if (!present.has(`${name}${suffix}`)) continue;
      const file = path.join(clientDir, `${name}${suffix}`);
      const { size, mtimeMs } = statSync(file);
      copies[coding] = { file, size, etag: `"${coding}-${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"` };
    }
    if (Object.keys(copies).length === 0) continue;
    const urlPath = `/${name.split(path.sep).join('/')}`;
    files.set(urlPath, {
      contentType,
      cacheControl: urlPath.startsWith(`/${assetsDir}/`) ? IMMUTABLE_FILE_CACHE_CONTROL : 'public, max-age=0',
      lastModified: statSync(path.join(clientDir, name)).mtime.toUTCString(),
      copies,
      codings: Object.keys(copies) as ContentCoding[],
    });
  }
  return files;
}
