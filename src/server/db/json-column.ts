/** A json column as PGlite and postgres.js hand it back: parsed already, or as text. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
