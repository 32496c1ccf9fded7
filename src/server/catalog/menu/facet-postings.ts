import type { MenuIndexView } from './facet-index.ts';

/**
 * The products of the facet index carrying a code, by position, kept per state of the index, so
 * a menu's count visits only the products that can matter: a category's, or those carrying a
 * chosen value.
 */

/** A category's products, by position: the loop of a category page visits only those. */
export function positionsUnder(index: MenuIndexView, code: number): Int32Array {
  return index.derived(`under ${code}`, (products) => {
    const found: number[] = [];
    products.forEach((product, at) => {
      if (product.path.includes(code)) found.push(at);
    });
    return Int32Array.from(found);
  });
}

/** Each code's products, by position: `positions[start[code]…start[code + 1]]`. */
interface Postings {
  start: Int32Array;
  positions: Int32Array;
}

function postingsOf(index: MenuIndexView): Postings {
  return index.derived('postings', () => {
    const { size, valueStart, valueCodes } = index.columns();
    const start = new Int32Array(index.kinds.length + 1);
    for (const code of valueCodes) start[code + 1]! += 1;
    for (let code = 1; code < start.length; code++) start[code]! += start[code - 1]!;
    const next = start.slice(0, -1);
    const positions = new Int32Array(valueCodes.length);
    for (let at = 0; at < size; at++) {
      for (let value = valueStart[at]!; value < valueStart[at + 1]!; value++)
        positions[next[valueCodes[value]!]!++] = at;
    }
    return { start, positions };
  });
}

/** The positions of the products carrying any of the codes, ascending. */
export function carrying(index: MenuIndexView, codes: readonly number[]): Int32Array {
  const { start, positions } = postingsOf(index);
  // A code made after the postings (a weight only another store's view carries) has no products here.
  const known = codes.filter((code) => code + 1 < start.length);
  if (known.length === 1) return positions.subarray(start[known[0]!]!, start[known[0]! + 1]!);
  const marked = new Uint8Array(index.columns().size);
  for (const code of known) for (let step = start[code]!; step < start[code + 1]!; step++) marked[positions[step]!] = 1;
  const found: number[] = [];
  marked.forEach((mark, at) => mark === 1 && found.push(at));
  return Int32Array.from(found);
}
