/**
 * A URL slug from a name: lower-case ASCII letters and digits joined by single hyphens
 * ("Straits & Co. Gorilla Glue #4" → "straits-co-gorilla-glue-4"), at most `maxLength` long.
 */
export function slugify(text: string, maxLength = Infinity): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
