/**
 * JSON as it goes into a `<script type="application/json">` or `application/ld+json` element.
 * Names, descriptions and deal titles are typed by staff and customers, so the JSON must never be
 * able to close the script element or open a comment in the HTML around it.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a script element: `<`, `>` and `&` become `\u003c`-style escapes, which
 * JSON parsers read back as the same characters (so `</script>` in a name stays a name), and the
 * line and paragraph separators are escaped for older JavaScript parsers.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (character) => ESCAPES[character]!);
}
