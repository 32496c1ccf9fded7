import { readFileSync } from 'node:fs';

/**
 * A small checker of JSON values and query strings against a vendor's OpenAPI 3 description (the
 * subset of it kept beside the fixtures): type, properties, required, items, nullable, oneOf and
 * $ref, enum, additionalProperties, the date-time format, and the query parameters an operation
 * takes. It is what the recorded Metrc and Dutchie POS answers, the requests our adapters send and
 * the fake Metrc's checks are held to, so a change in a description fails loudly. A field the
 * schema does not name is reported apart (`undeclaredFields`): a vendor adding one is news, not an
 * error. `pattern` is not checked (decision 78: the description's date-time pattern is the
 * generator's, and Metrc's own text contradicts it for sale times); a date-time without a zone fits.
 */

export interface Schema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  format?: string;
  nullable?: boolean;
  oneOf?: Schema[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
}

interface MediaTypes {
  content?: Record<string, { schema?: Schema }>;
}

export interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: MediaTypes;
  responses: Record<string, MediaTypes>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export function loadOpenApiDocument(url: URL): OpenApiDocument {
  return JSON.parse(readFileSync(url, 'utf8')) as OpenApiDocument;
}

function resolved(document: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`The description has no schema ${name}`);
  return resolved(document, target);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fitsType(type: Schema['type'], value: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeOf(value) === 'object';
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === type;
    default:
      return false; // A type this checker does not know fits nothing, so the description gets fixed.
  }
}

function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value))
  );
}

/** What is wrong with `value` as `schema` describes it, one line per problem, each with its JSON path. */
export function shapeProblems(document: OpenApiDocument, given: Schema, value: unknown, at = '$'): string[] {
  const schema = resolved(document, given);
  if (value === null) return schema.nullable ? [] : [`${at}: null where the description allows none`];
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((option) => shapeProblems(document, option, value, at).length === 0);
    if (matching.length === 1) return [];
    if (schema.oneOf.length === 1) return shapeProblems(document, schema.oneOf[0]!, value, at);
    return [`${at}: matches ${matching.length} of the ${schema.oneOf.length} oneOf shapes`];
  }
  if (!fitsType(schema.type, value)) return [`${at}: ${typeOf(value)} where the description says ${schema.type}`];
  if (schema.enum && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  if (schema.format === 'date-time' && typeof value === 'string' && !isDateTime(value))
    return [`${at}: ${JSON.stringify(value)} is not a date-time`];
  if (schema.properties && typeOf(value) !== 'object')
    return [`${at}: ${typeOf(value)} where the description says object`];
  const problems: string[] = [];
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => problems.push(...shapeProblems(document, schema.items!, item, `${at}[${index}]`)));
  }
  if (typeOf(value) === 'object' && (schema.properties || schema.type === 'object')) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in record)) problems.push(`${at}.${name}: required and missing`);
    }
    for (const [name, inner] of Object.entries(record)) {
      const declared = schema.properties?.[name];
      if (declared) problems.push(...shapeProblems(document, declared, inner, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}.${name}: not allowed by the description`);
      else if (typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length > 0) {
        problems.push(...shapeProblems(document, schema.additionalProperties, inner, `${at}.${name}`));
      }
    }
  }
  return problems;
}

/** Fields of `value` the description does not declare (allowed, but ours or Metrc's own additions). */
export function undeclaredFields(document: OpenApiDocument, given: Schema, value: unknown, at = '$'): string[] {
  const schema = resolved(document, given);
  if (value === null || typeof value !== 'object') return [];
  if (schema.oneOf) return schema.oneOf.flatMap((option) => undeclaredFields(document, option, value, at));
  if (Array.isArray(value)) {
    return schema.items
      ? value.flatMap((item, index) => undeclaredFields(document, schema.items!, item, `${at}[${index}]`))
      : [];
  }
  return Object.entries(value).flatMap(([name, inner]) => {
    const declared = schema.properties?.[name];
    return declared ? undeclaredFields(document, declared, inner, `${at}.${name}`) : [`${at}.${name}`];
  });
}

/** The operation a request names, matching templated paths (`/sales/v2/receipts/{id}`). */
export function operationFor(
  document: OpenApiDocument,
  method: string,
  urlPath: string,
): { template: string; operation: Operation } | null {
  for (const [template, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = methods[method.toLowerCase()];
    if (operation && pattern.test(urlPath)) return { template, operation };
  }
  return null;
}

/** The JSON schema of an operation's request body. */
export function requestSchema(operation: Operation): Schema | null {
  return operation.requestBody?.content?.['application/json']?.schema ?? null;
}

/** The JSON schema of an operation's answer with this status; null when the description gives that answer no body. */
export function responseSchema(operation: Operation, status: number): Schema | null {
  return operation.responses[String(status)]?.content?.['application/json']?.schema ?? null;
}

/** The problems `check` finds with the operation a call names, or that the description has no such operation. */
function callProblems(
  document: OpenApiDocument,
  method: string,
  urlPath: string,
  check: (operation: Operation, call: string) => string[],
): string[] {
  const call = `${method} ${urlPath}`;
  const described = operationFor(document, method, urlPath);
  return described ? check(described.operation, call) : [`${call} is not an operation of the description`];
}

/** What is wrong with an answer: a status the operation does not declare, or a body unlike its schema. */
export function answerProblems(
  document: OpenApiDocument,
  method: string,
  urlPath: string,
  status: number,
  body: unknown,
): string[] {
  return callProblems(document, method, urlPath, (operation, call) => {
    if (!(String(status) in operation.responses)) return [`${call} declares no ${status} answer`];
    const schema = responseSchema(operation, status);
    if (schema) return shapeProblems(document, schema, body);
    return body === null || body === undefined || body === '' ? [] : [`a ${status} answer has no body`];
  });
}

/** What is wrong with a request: an operation the description lacks, or a body unlike its schema. */
export function requestProblems(document: OpenApiDocument, method: string, urlPath: string, body: unknown): string[] {
  return callProblems(document, method, urlPath, (operation, call) => {
    const schema = requestSchema(operation);
    if (schema) return shapeProblems(document, schema, body);
    return body === null || body === undefined ? [] : [`${call} takes no body`];
  });
}

/** Query parameters: each one the operation declares, each of its declared type. */
export function queryProblems(
  document: OpenApiDocument,
  method: string,
  urlPath: string,
  query: URLSearchParams,
): string[] {
  return callProblems(document, method, urlPath, (operation, call) => queryParameterProblems(operation, call, query));
}

function queryParameterProblems(operation: Operation, call: string, query: URLSearchParams): string[] {
  const declared = new Map(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
  );
  const problems: string[] = [];
  for (const [name, value] of query) {
    const schema = declared.get(name);
    if (!schema) {
      problems.push(`${call} takes no query parameter ${name}`);
      continue;
    }
    const typed =
      schema.type === 'boolean'
        ? value === 'true' || value === 'false'
        : schema.type === 'integer'
          ? /^-?\d+$/.test(value)
          : schema.type === 'number'
            ? value.trim() !== '' && Number.isFinite(Number(value))
            : true;
    if (!typed || (schema.format === 'date-time' && !isDateTime(value))) {
      problems.push(`${name}=${value} is not a ${schema.format ?? schema.type}`);
    }
  }
  return problems;
}
