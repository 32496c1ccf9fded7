/** UTF-16 code units reordered so that comparing them compares code points: surrogates sort above U+FFFF. */
function codePointKey(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}

/**
 * Byte order of the strings' UTF-8, which is their code point order: how PostgreSQL compares
 * text in the "C" collation (the menu's sort_name) and a uuid's lower-case hex.
 */
export function compareBytewise(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left !== right) return codePointKey(left) - codePointKey(right);
  }
  return a.length - b.length;
}
