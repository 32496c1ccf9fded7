import { styleHash } from '#lib/security/inline-style.ts';
import css from '../styles/storefront.css?inline';

/**
 * The storefront's stylesheet as text, for the layout to inline (decision 0040), and the hash the
 * page's Content-Security-Policy allows it by. Both come from the same build of the same file, so
 * they always match.
 */
export const STOREFRONT_CSS: string = css;
export const STOREFRONT_STYLE_HASH = styleHash(css);
