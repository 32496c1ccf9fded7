import { readFileSync } from 'node:fs';

/**
 * Checks recorded answers and the requests we send against a vendor's OpenAPI 3.0 description
 * (a subset of it kept beside the fixtures): the types, formats, enums, required and nullable
 * fields its schemas declare, and the query parameters its operations take. A field the schema
 * does not name is reported apart (`unknownFields`), because a vendor adding one is news, not an
 * error: the adapter must ignore it.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
};

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiSubset {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface ShapeReport {
  /** Where the value differs from the description ("0.quantityAvailable: expected number, got string"). */
  problems: string[];
  /** Fields the description does not name ("0.potencyRange"). */
  unknownFields: string[];
}

export function loadOpenApiSubset(url: URL): OpenApiSubset {
  return JSON.parse(readFileSync(url, 'utf8')) as OpenApiSubset;
}

function operationOf(subset: OpenApiSubset, method: string, path: string): Operation {
  const operation = subset.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the description's subset`);
  return operation;
}

/** Whether the operation declares an answer of this status at all. */
export function declaresAnswer(subset: OpenApiSubset, method: string, path: string, status: number): boolean {
  return String(status) in operationOf(subset, method, path).responses;
}

/** A recorded answer's body against the schema its operation declares for that status. */
export function checkAnswer(
  subset: OpenApiSubset,
  method: string,
  path: string,
  status: number,
  body: unknown,
): ShapeReport {
  const report: ShapeReport = { problems: [], unknownFields: [] };
  const response = operationOf(subset, method, path).responses[String(status)];
  if (!response) {
    report.problems.push(`${method} ${path} declares no ${status} answer`);
    return report;
  }
  const schema = response.content?.['application/json']?.schema;
  if (schema) checkValue(subset, schema, body, '', report);
  else if (body !== null && body !== undefined && body !== '') report.problems.push(`a ${status} answer has no body`);
  return report;
}

/** A request body against the operation's JSON request schema. */
export function checkRequestBody(subset: OpenApiSubset, method: string, path: string, body: unknown): ShapeReport {
  const report: ShapeReport = { problems: [], unknownFields: [] };
  const schema = operationOf(subset, method, path).requestBody?.content?.['application/json']?.schema;
  if (!schema) report.problems.push(`${method} ${path} takes no body`);
  else checkValue(subset, schema, body, '', report);
  return report;
}

/** Query parameters: each one the operation declares, each of its declared type. */
export function checkQuery(subset: OpenApiSubset, method: string, path: string, query: URLSearchParams): string[] {
  const declared = new Map(
    (operationOf(subset, method, path).parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
  );
  const problems: string[] = [];
  for (const [name, value] of query) {
    if (!declared.has(name)) {
      problems.push(`${method} ${path} takes no query parameter ${name}`);
      continue;
    }
    const schema = declared.get(name) ?? {};
    const typed =
      schema.type === 'boolean'
        ? value === 'true' || value === 'false'
        : schema.type === 'integer'
          ? /^-?\d+$/.test(value)
          : true;
    if (!typed || (schema.format === 'date-time' && !isDateTime(value))) {
      problems.push(`${name}=${value} is not a ${schema.format ?? schema.type}`);
    }
  }
  return problems;
}

function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value))
  );
}

function resolve(subset: OpenApiSubset, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = subset.components.schemas[name];
  if (!found) throw new Error(`${schema.$ref} is not in the description's subset`);
  return resolve(subset, found);
}

function checkValue(subset: OpenApiSubset, given: Schema, value: unknown, at: string, report: ShapeReport): void {
  const schema = resolve(subset, given);
  const where = at || 'the body';
  if (value === null) {
    if (!schema.nullable) report.problems.push(`${where}: null where the description allows none`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) {
    report.problems.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
    return;
  }
  switch (schema.type) {
    case 'array':
      if (!Array.isArray(value)) report.problems.push(`${where}: expected an array`);
      else
        value.forEach((item, index) => checkValue(subset, schema.items ?? {}, item, join(at, String(index)), report));
      return;
    case 'object':
    case undefined:
      if (schema.properties === undefined) return;
      if (typeof value !== 'object' || Array.isArray(value)) {
        report.problems.push(`${where}: expected an object`);
        return;
      }
      for (const name of schema.required ?? []) {
        if (!(name in value)) report.problems.push(`${join(at, name)}: required, missing`);
      }
      for (const [name, inner] of Object.entries(value)) {
        const property = schema.properties[name];
        if (property) checkValue(subset, property, inner, join(at, name), report);
        else report.unknownFields.push(join(at, name));
      }
      return;
    case 'string':
      if (typeof value !== 'string') report.problems.push(`${where}: expected a string, got ${typeof value}`);
      else if (schema.format === 'date-time' && !isDateTime(value))
        report.problems.push(`${where}: ${value} is not a date-time`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) report.problems.push(`${where}: expected an integer, got ${JSON.stringify(value)}`);
      return;
    case 'number':
      if (typeof value !== 'number') report.problems.push(`${where}: expected a number, got ${typeof value}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') report.problems.push(`${where}: expected a boolean, got ${typeof value}`);
      return;
    default:
      report.problems.push(`${where}: the description's type ${schema.type} is not checked here`);
  }
}

function join(at: string, name: string): string {
  return at ? `${at}.${name}` : name;
}
