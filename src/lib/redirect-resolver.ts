/**
 * Matches a request against the redirect map of redirects.mjs. A `[name]` segment in the old
 * path captures one segment and fills the same `[name]` in the destination; the old URL's query
 * string is carried over (campaign links keep their tracking), after the destination's own.
 */
export interface RedirectRule {
  status: 301 | 302 | 307 | 308;
  destination: string;
}

export interface ResolvedRedirect {
  status: RedirectRule['status'];
  /** A path for this site, or an absolute URL for another one. */
  location: string;
}

interface CompiledRule {
  pattern: RegExp;
  params: string[];
  rule: RedirectRule;
}

const PARAM = /^\[([a-zA-Z_][a-zA-Z0-9_]*)\]$/;

function compile(from: string, rule: RedirectRule): CompiledRule {
  const params: string[] = [];
  const source = from
    .split('/')
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), params, rule };
}

export function createRedirectResolver(map: Record<string, RedirectRule>) {
  const rules = Object.entries(map).map(([from, rule]) => compile(from, rule));

  return function resolveRedirect(url: URL): ResolvedRedirect | null {
    for (const { pattern, params, rule } of rules) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      let destination = rule.destination;
      params.forEach((name, index) => {
        destination = destination.replaceAll(`[${name}]`, match[index + 1]!);
      });
      const target = new URL(destination, url);
      for (const [key, value] of url.searchParams) {
        if (!target.searchParams.has(key)) target.searchParams.append(key, value);
      }
      const location = target.origin === url.origin ? `${target.pathname}${target.search}${target.hash}` : target.href;
      return { status: rule.status, location };
    }
    return null;
  };
}
