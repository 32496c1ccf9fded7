import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The endpoint files under `src/pages/api`, read as text: where each answers and which methods
 * it exports, and which of those it makes with the endpoint helper (src/server/http/endpoint.ts).
 */

export const API_ROOT = fileURLToPath(new URL('../../src/pages/api', import.meta.url));

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'] as const;

export interface EndpointFile {
  /** Relative to the repository, for messages. */
  file: string;
  /** The route under /api, as Astro reads the file's path: `dashboard/products/[id]`, `[beacon]`. */
  route: string;
  /** Every name the file exports. */
  exports: string[];
  /** The methods it exports as `export const METHOD = endpoint(…)` (or `reportEndpoint(…)`, which makes one). */
  throughHelper: string[];
  /** What each of those reads as its body, by its spec: a JSON `body`, a `form`, none, or unknown when the spec is not written inline. */
  reads: Record<string, BodyKind>;
}

export type BodyKind = 'json' | 'form' | 'none' | 'unknown';

/** The spec object literal that opens at `from` (`{ … }`, braces balanced); null when it is not written there. */
function specAt(text: string, from: number): string | null {
  if (text[from] !== '{') return null;
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return text.slice(from, at + 1);
  }
  return text.slice(from);
}

function bodyRead(spec: string | null): BodyKind {
  if (spec === null) return 'unknown';
  return /\bbody:/.test(spec) ? 'json' : /\bform:/.test(spec) ? 'form' : 'none';
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The route Astro gives a file: its path without the extension, `index` meaning its folder. */
function routeOf(path: string): string {
  const segments = relative(API_ROOT, path).split(sep);
  const last = segments.pop()!.replace(/\.ts$/, '');
  return [...segments, ...(last === 'index' ? [] : [last])].join('/');
}

export function endpointFiles(): EndpointFile[] {
  return filesUnder(API_ROOT)
    .sort()
    .map((path) => {
      const text = readFileSync(path, 'utf8');
      // A report's endpoint is `reportEndpoint(load)`: the endpoint helper with no input beside the query.
      const made = [
        ...text.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE|ALL) = (endpoint|reportEndpoint)\(\s*/gm),
      ];
      return {
        file: relative(join(API_ROOT, '../../..'), path),
        route: routeOf(path),
        exports: [
          ...text.matchAll(/^export\s+(?:default\b|\{|(?:async\s+)?(?:const|let|var|function|class)\s+(\w+))/gm),
        ].map((match) => match[1] ?? match[0]),
        throughHelper: made.map((match) => match[1]!),
        reads: Object.fromEntries(
          made.map((match) => [
            match[1]!,
            match[2] === 'reportEndpoint' ? 'none' : bodyRead(specAt(text, match.index + match[0].length)),
          ]),
        ),
      };
    });
}

/** A request path for a route, its parameters filled from `values` (a parameter without one throws). */
export function pathOf(route: string, values: Record<string, string>): string {
  return route.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No sample value for the parameter [${name}] of /api/${route}`);
    return value;
  });
}
