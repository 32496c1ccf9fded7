/** A `like` pattern matching text that contains `term` anywhere, case-insensitively (compare with `lower(column)`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
