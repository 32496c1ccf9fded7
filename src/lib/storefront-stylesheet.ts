import { styleHash } from '#lib/security/inline-style.ts';
import css from '../styles/storefront.css?inline';

/**
 * The hash the page's Content-Security-Policy allows the inline storefront stylesheet by
 * (decision 0040). It and the element below come from the same build of the same file, so they
 * always match.
 */
export const STOREFRONT_STYLE_HASH = styleHash(css);

/**
 * The whole `<style>` element as UTF-8, encoded once per process: Astro writes a byte array child
 * as it is, so the 45 KB are not encoded again for every page rendered (decision 43).
 */
export const STOREFRONT_STYLE_ELEMENT: Uint8Array = new TextEncoder().encode(`<style>${css}</style>`);
