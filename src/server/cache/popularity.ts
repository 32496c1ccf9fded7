/**
 * How often each key has been asked for lately, estimated in a fixed few kilobytes whatever the
 * number of keys: a count-min sketch (four rows of counters; a key's estimate is the smallest of
 * its four, so it can only be overstated by collisions, never understated) whose counters are all
 * halved once `10 × width` requests have been counted, so what was popular an hour ago fades.
 *
 * The page cache asks it whether a new page is asked for more often than the one it would push
 * out (page-cache.ts); the same idea as TinyLFU's admission (Einziger, Friedman and Manes, 2017).
 */
export class Popularity {
  readonly #rows = 4;
  readonly #mask: number;
  readonly #counters: Uint8Array;
  readonly #sampleSize: number;
  #counted = 0;

  /** @param keys About how many distinct keys should be told apart (rounded up to a power of two). */
  constructor(keys: number) {
    const width = 2 ** Math.ceil(Math.log2(Math.max(64, keys)));
    this.#mask = width - 1;
    this.#counters = new Uint8Array(this.#rows * width);
    this.#sampleSize = 10 * width;
  }

  /** Counts one request for `key`. */
  record(key: string): void {
    const [first, step] = hashes(key);
    for (let row = 0; row < this.#rows; row += 1) {
      const slot = this.#slot(row, first, step);
      if (this.#counters[slot]! < 255) this.#counters[slot]! += 1;
    }
    this.#counted += 1;
    if (this.#counted >= this.#sampleSize) this.#age();
  }

  /** About how many requests for `key` were counted (recent ones weigh more). */
  estimate(key: string): number {
    const [first, step] = hashes(key);
    let least = 255;
    for (let row = 0; row < this.#rows; row += 1)
      least = Math.min(least, this.#counters[this.#slot(row, first, step)]!);
    return least;
  }

  #slot(row: number, first: number, step: number): number {
    return row * (this.#mask + 1) + ((first + row * step) & this.#mask);
  }

  #age(): void {
    for (let slot = 0; slot < this.#counters.length; slot += 1) this.#counters[slot]! >>= 1;
    this.#counted = Math.floor(this.#counted / 2);
  }
}

/** Two independent 32-bit hashes of `key` (FNV-1a, then a finalizer mix of it; the step is odd). */
function hashes(key: string): [number, number] {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  mixed ^= mixed >>> 16;
  return [hash >>> 0, (mixed | 1) >>> 0];
}
