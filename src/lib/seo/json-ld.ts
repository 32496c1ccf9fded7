/**
 * Structured data (schema.org JSON-LD) as it goes into a `<script type="application/ld+json">`.
 * Product names, descriptions and review text are typed by staff and customers, so the JSON must
 * never be able to close the script element or open a comment in the HTML around it.
 */
export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

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
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(UNSAFE, (character) => ESCAPES[character]!);
}

/** An absolute URL for a site path (or an already absolute URL) on `origin`. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}
