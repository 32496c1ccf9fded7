import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that allows one inline `<style>` element: the SHA-256 of its
 * exact text (CSP level 2), as `Astro.csp.insertStyleHash` takes it.
 */
export function styleHash(css: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
}
