/**
 * Structured data (schema.org JSON-LD) as it goes into a `<script type="application/ld+json">`.
 * Product names, descriptions and review text are typed by staff and customers, so the JSON must
 * never be able to close the script element or open a comment in the HTML around it.
 */
import { scriptJson } from '../script-json.ts';

export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** Structured data as safe JSON for its script element (see `scriptJson`). */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return scriptJson(data);
}

/** An absolute URL for a site path (or an already absolute URL) on `origin`. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}
