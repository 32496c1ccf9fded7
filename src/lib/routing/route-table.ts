/**
 * The store's routes as Astro's router sees them, made from the route files' paths under
 * `src/pages`: each file's pattern (`/products/[slug]`, `/reviews/write/[...token]`) and the order
 * in which the router tries them. Reports name a page by the route it matched, so an address's
 * slugs and tokens never reach them, and a route added later is folded the day it exists.
 *
 * The parsing and the order follow Astro's own (`parseRoute`, `getPattern`, `routeComparator` in
 * astro/dist/core/routing), which Astro does not export; trailing slashes are ignored, as in
 * this project's configuration.
 */

/** What reports call an address that matches no route. */
export const NO_ROUTE = 'other';

interface Part {
  content: string;
  dynamic: boolean;
  spread: boolean;
}

export interface Route {
  /** Astro's name for the route (`context.routePattern`): `/learn/jobs/[slug]`. */
  pattern: string;
  regex: RegExp;
  segments: Part[][];
  endpoint: boolean;
}

export interface RouteTable {
  /** Every route, in the order the router tries them. */
  routes: readonly Route[];
  /** The pattern of the route an address's path matches, or `other`. */
  patternOf(pathname: string): string;
}

const PAGE_EXTENSIONS = /\.(astro|md|mdx|markdown|html)$/;
const ENDPOINT_EXTENSIONS = /\.(ts|js|mjs)$/;
const DYNAMIC = /\[(.+?\(.+?\)|.+?)\]/;

function partsOf(segment: string): Part[] {
  return segment
    .split(DYNAMIC)
    .map((text, index) => ({ text, dynamic: index % 2 === 1 }))
    .filter(({ text }) => text !== '')
    .map(({ text, dynamic }) => ({ content: text, dynamic, spread: dynamic && text.startsWith('...') }));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function regexOf(segments: Part[][]): RegExp {
  const path = segments
    .map((parts) =>
      parts.length === 1 && parts[0]!.spread
        ? '(?:\\/(.*?))?'
        : `\\/${parts.map((part) => (part.spread ? '(.*?)' : part.dynamic ? '([^/]+?)' : escaped(part.content))).join('')}`,
    )
    .join('');
  return new RegExp(path ? `^${path}\\/?$` : '^\\/$');
}

/**
 * The route of one file, named by its path under the pages folder (`/src/pages/brands/[slug].astro`
 * or `brands/[slug].astro`), or null for a file the router leaves out (`_`-prefixed, or not a page
 * or endpoint).
 */
export function routeOfFile(file: string): Route | null {
  const relative = file.replace(/^.*?\/?src\/pages\//, '').replace(/^\//, '');
  const endpoint = ENDPOINT_EXTENSIONS.test(relative);
  if (!endpoint && !PAGE_EXTENSIONS.test(relative)) return null;
  if (/\.(test|spec)\.|\.d\.ts$/.test(relative)) return null;
  const names = relative
    .replace(endpoint ? ENDPOINT_EXTENSIONS : PAGE_EXTENSIONS, '')
    .split('/')
    .filter((name) => name !== '');
  if (names.some((name) => name.startsWith('_'))) return null;
  if (names.at(-1) === 'index') names.pop();
  const segments = names.map(partsOf);
  const pattern = `/${segments
    .map((parts) => parts.map((part) => (part.dynamic ? `[${part.content}]` : part.content)).join(''))
    .join('/')}`;
  return { pattern, regex: regexOf(segments), segments, endpoint };
}

const isStatic = (parts: Part[]) => parts.every((part) => !part.dynamic);

/** Astro's priority: static before dynamic segment by segment, then more segments, endpoints, and by name. */
export function compareRoutes(a: Route, b: Route): number {
  const common = Math.min(a.segments.length, b.segments.length);
  for (let index = 0; index < common; index++) {
    const [aParts, bParts] = [a.segments[index]!, b.segments[index]!];
    const [aStatic, bStatic] = [isStatic(aParts), isStatic(bParts)];
    if (aStatic && bStatic) {
      const [aText, bText] = [aParts, bParts].map((parts) => parts.map((part) => part.content).join(''));
      if (aText !== bText) return aText!.localeCompare(bText!);
    }
    if (aStatic !== bStatic) return aStatic ? -1 : 1;
    const [aAllDynamic, bAllDynamic] = [aParts, bParts].map((parts) => parts.every((part) => part.dynamic));
    if (aAllDynamic !== bAllDynamic) return aAllDynamic ? 1 : -1;
    const [aSpread, bSpread] = [aParts, bParts].map((parts) => parts.some((part) => part.spread));
    if (aSpread !== bSpread) return aSpread ? 1 : -1;
  }
  if (a.segments.length !== b.segments.length) {
    const endsInRest = (route: Route) => route.segments.at(-1)?.some((part) => part.spread) ?? false;
    const [aRest, bRest] = [endsInRest(a), endsInRest(b)];
    if (aRest !== bRest && Math.abs(a.segments.length - b.segments.length) === 1) {
      if (a.segments.length > b.segments.length && aRest) return 1;
      if (b.segments.length > a.segments.length && bRest) return -1;
    }
    return a.segments.length > b.segments.length ? -1 : 1;
  }
  if (a.endpoint !== b.endpoint) return a.endpoint ? -1 : 1;
  return a.pattern.localeCompare(b.pattern);
}

function decodedPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The route table of a set of route files, as `import.meta.glob` lists them. */
export function createRouteTable(files: Iterable<string>): RouteTable {
  const routes = [...files]
    .map(routeOfFile)
    .filter((route) => route !== null)
    .sort(compareRoutes);
  return {
    routes,
    patternOf(pathname) {
      const path = decodedPath(pathname.startsWith('/') ? pathname : `/${pathname}`);
      return routes.find((route) => route.regex.test(path))?.pattern ?? NO_ROUTE;
    },
  };
}
