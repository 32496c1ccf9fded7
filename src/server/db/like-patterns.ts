/** A `like` pattern matching text that contains `term` anywhere, case-insensitively (compare with `lower(column)`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A `like` pattern matching text that starts with `term`, as typed (an index with `text_pattern_ops` serves it). */
export function startsWithPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
