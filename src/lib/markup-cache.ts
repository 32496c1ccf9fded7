/**
 * Markup of components that are pure functions of their props, rendered once per process and
 * kept as UTF-8 bytes, so a page the page cache misses (a long tail of filtered menu addresses)
 * neither renders nor encodes it again (decision 43). Astro writes a byte array child as it is.
 *
 * Kept by what the markup is made of — the props themselves, as JSON — so nothing needs to be
 * told when data changes: changed props are another key, and markup no page asks for any more
 * is the first to go when the cache is full. A frozen object among the props stands for itself
 * rather than for its JSON: the store-wide reads (the settings, the navigation) are deep-frozen
 * and replaced, never changed, when the data behind them does, so their identity is their content
 * and costs nothing to compare. Markup holding a `<script>` is never kept: Astro
 * writes a component's script once per page, so that markup differs with what else the page holds.
 */
const encoder = new TextEncoder();
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** The cache key of `props`: JSON, with each frozen element of a list of props by its identity. */
export function markupKey(props: unknown): string {
  if (!Array.isArray(props)) return JSON.stringify(props);
  let key = '';
  for (const prop of props) {
    if (prop !== null && typeof prop === 'object' && Object.isFrozen(prop)) {
      let identity = identities.get(prop);
      if (identity === undefined) identities.set(prop, (identity = ++lastIdentity));
      key += `\u0000${identity}`;
    } else key += `\u0001${JSON.stringify(prop)}`;
  }
  return key;
}

/** What the cache may hold, in bytes (a menu card is about 1.5 KB, the footer 9 KB). */
export const MARKUP_CACHE_BYTES = 8 * 1024 * 1024;

export class MarkupCache {
  readonly #entries = new Map<string, Uint8Array>();
  readonly #limit: number;
  #bytes = 0;

  constructor(limitBytes = MARKUP_CACHE_BYTES) {
    this.#limit = limitBytes;
  }

  /** The markup `render` makes of `props`: rendered on the first call, then kept. */
  async markup(props: unknown, render: () => Promise<string>): Promise<Uint8Array> {
    const key = markupKey(props);
    const kept = this.#entries.get(key);
    if (kept) {
      // Most recently used last, so the least recently used are the first to go.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const html = await render();
    const bytes = encoder.encode(html);
    if (html.includes('<script') || bytes.byteLength > this.#limit) return bytes;
    this.#entries.set(key, bytes);
    this.#bytes += bytes.byteLength;
    for (const [oldKey, oldBytes] of this.#entries) {
      if (this.#bytes <= this.#limit) break;
      this.#entries.delete(oldKey);
      this.#bytes -= oldBytes.byteLength;
    }
    return bytes;
  }

  /** How many pieces of markup are kept. */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * This process's markup cache. The development server keeps none: an edited component would
 * otherwise go on showing the markup its old code made for the same props.
 */
export const markupCache = new MarkupCache(import.meta.env.DEV ? 0 : MARKUP_CACHE_BYTES);
