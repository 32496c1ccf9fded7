import type { PolicySources } from './third-party-sources.ts';

/**
 * The Content-Security-Policy of the store. Pages get Astro's policy (`security.csp` in
 * astro.config.mjs): `script-src` and `style-src` list `'self'` and the hash of every inline
 * script and style the page carries, and PAGE_DIRECTIVES below; the middleware then adds the
 * outside hosts this instance is configured to load (withSources). Every other response (API
 * answers, files, redirects) gets NON_PAGE_POLICY, which loads nothing at all.
 */

/** Directives every page carries besides `script-src` and `style-src`, which Astro writes. */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "img-src 'self'",
  "connect-src 'self'",
] as const;

/** For responses that are not pages: nothing may load, nothing may frame them. */
export const NON_PAGE_POLICY =
  "default-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/** A policy as its directives in order: name → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/).filter(Boolean);
    // The first occurrence of a directive is the one browsers apply; later ones are ignored.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export function serializePolicy(directives: Map<string, string[]>): string {
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The policy with `sources` added. A directive the policy lacks starts from what it inherited from
 * `default-src`, so adding a host never takes away what was allowed; `'none'` makes way for a host.
 */
export function withSources(policy: string, sources: Partial<PolicySources> & { 'style-src'?: string[] }): string {
  const directives = parsePolicy(policy);
  const fallback = directives.get('default-src') ?? [];
  for (const [name, hosts] of Object.entries(sources)) {
    if (!hosts || hosts.length === 0) continue;
    const current = (directives.get(name) ?? [...fallback]).filter((value) => value !== "'none'");
    directives.set(name, [...new Set([...current, ...hosts])]);
  }
  return serializePolicy(directives);
}
