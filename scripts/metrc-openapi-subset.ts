/**
 * Cuts Metrc's public v2 OpenAPI description down to the operations our Metrc adapter calls and
 * the component schemas they reach, and writes it to `tests/fixtures/metrc/openapi-v2-subset.json`.
 * The recorded-response tests and the fake Metrc validate against that file, so a change in the
 * description shows up as a failing test once the subset is cut again.
 *
 *   node scripts/metrc-openapi-subset.ts /path/to/open-metrc-swagger-v2.yaml [source-commit]
 *
 * The YAML comes from OcelliSolutions/OpenMetrc (`open-metrc-swagger-v2.yaml`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The operations the adapter uses: path → methods. */
export const METRC_OPERATIONS: Record<string, string[]> = {
  '/packages/v2/active': ['get'],
  '/packages/v2/inactive': ['get'],
  '/sales/v2/receipts': ['post', 'put'],
  '/sales/v2/receipts/active': ['get'],
  '/sales/v2/receipts/{id}': ['delete'],
  '/patients/v2/statuses/{patientLicenseNumber}': ['get'],
};

const OUTPUT = new URL('../tests/fixtures/metrc/openapi-v2-subset.json', import.meta.url);

interface Description {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

/** The names of every component schema a value refers to, directly or through other schemas. */
function reachableSchemas(start: unknown, schemas: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const name = inner.replace('#/components/schemas/', '');
        if (!found.has(name)) {
          found.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(inner);
      }
    }
  };
  visit(start);
  return [...found].sort();
}

export function subsetOf(description: Description, source: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(METRC_OPERATIONS)) {
    const item = description.paths[path];
    if (!item) throw new Error(`The description has no path ${path}`);
    paths[path] = Object.fromEntries(
      methods.map((method) => {
        if (!item[method]) throw new Error(`The description has no ${method.toUpperCase()} ${path}`);
        return [method, item[method]];
      }),
    );
  }
  const names = reachableSchemas(paths, description.components.schemas);
  return {
    'x-source': source,
    openapi: description.openapi,
    info: description.info,
    paths,
    components: { schemas: Object.fromEntries(names.map((name) => [name, description.components.schemas[name]])) },
  };
}

if (import.meta.main) {
  const [yamlPath, commit = 'unknown'] = process.argv.slice(2);
  if (!yamlPath) {
    console.error('usage: node scripts/metrc-openapi-subset.ts <open-metrc-swagger-v2.yaml> [source-commit]');
    process.exit(2);
  }
  const description = parse(readFileSync(yamlPath, 'utf8'), { maxAliasCount: -1 }) as Description;
  const source = `github.com/OcelliSolutions/OpenMetrc open-metrc-swagger-v2.yaml @ ${commit}`;
  writeFileSync(OUTPUT, `${JSON.stringify(subsetOf(description, source), null, 2)}\n`);
  console.info(`wrote ${OUTPUT.pathname}`);
}
