import { loadOpenApiDocument, type OpenApiDocument } from './openapi-shape.ts';

/** The subset of Metrc's public v2 description our adapter uses (scripts/metrc-openapi-subset.ts). */
export const metrcDescription = loadOpenApiDocument(
  new URL('../fixtures/metrc/openapi-v2-subset.json', import.meta.url),
) as OpenApiDocument & { 'x-source': string };
