import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from './openapi-shape.ts';

/** The subset of Metrc's public v2 description our adapter uses (scripts/metrc-openapi-subset.ts). */
export const metrcDescription = JSON.parse(
  readFileSync(new URL('../fixtures/metrc/openapi-v2-subset.json', import.meta.url), 'utf8'),
) as OpenApiDocument & { 'x-source': string };
