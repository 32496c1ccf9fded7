/**
 * Writes `tests/fixtures/dutchie-pos/openapi-subset.json`: the operations of Dutchie POS's public
 * OpenAPI description our inventory source calls, and every schema they reach, so the recorded
 * answers in that folder are checked against Dutchie's own words (decision 81).
 *
 *   node scripts/dutchie-pos-openapi-subset.ts [path to dutchie.json]
 *
 * The description is hey-api/openapi-ts `specs/3.0.x/dutchie.json` at the commit below; the path
 * defaults to /tmp/dutchie-pos.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

const SOURCE = {
  repository: 'https://github.com/hey-api/openapi-ts',
  path: 'specs/3.0.x/dutchie.json',
  commit: '6eb1de3ac2a4e5f9fea3fc521a925603ba3a84d2',
};

/** The calls `src/server/inventory/pos/dutchie-pos.ts` makes. */
const OPERATIONS: Array<[path: string, method: string]> = [
  ['/inventory', 'get'],
  ['/reporting/transactions', 'get'],
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Description {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

const input = process.argv[2] ?? '/tmp/dutchie-pos.json';
const output = new URL('../tests/fixtures/dutchie-pos/openapi-subset.json', import.meta.url);
const description = JSON.parse(readFileSync(input, 'utf8')) as Description;

/** Names of the schemas `value` refers to, however deep. */
function refsIn(value: Json, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const name = inner.replace('#/components/schemas/', '');
        if (!found.has(name)) {
          found.add(name);
          const schema = description.components.schemas[name];
          if (schema === undefined) throw new Error(`${inner} is not in the description`);
          refsIn(schema, found);
        }
      } else {
        refsIn(inner, found);
      }
    }
  }
}

const paths: Description['paths'] = {};
const schemaNames = new Set<string>();
for (const [path, method] of OPERATIONS) {
  const operation = description.paths[path]?.[method];
  if (operation === undefined) throw new Error(`${method.toUpperCase()} ${path} is not in the description`);
  paths[path] = { ...paths[path], [method]: operation };
  refsIn(operation, schemaNames);
}

const schemas = Object.fromEntries(
  [...schemaNames].sort().map((name) => [name, description.components.schemas[name] ?? null]),
);
const subset = {
  openapi: description.openapi,
  info: description.info,
  'x-source': SOURCE,
  paths,
  components: { schemas, securitySchemes: description.components.securitySchemes },
};
// Written as the project's formatter writes it, so running this again changes nothing.
writeFileSync(output, await format(JSON.stringify(subset, null, 2), { parser: 'json' }));
console.info(`${OPERATIONS.length} operations and ${schemaNames.size} schemas written to ${output.pathname}`);
