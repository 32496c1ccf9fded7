import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metrcDescription } from '../../../../tests/support/metrc-description.ts';
import {
  operationFor,
  requestSchema,
  responseSchema,
  shapeProblems,
  undeclaredFields,
} from '../../../../tests/support/openapi-shape.ts';
import { metrcFixture } from '../../../../tests/support/recorded-metrc.ts';
import { sourceReceipt } from '../../../../tests/support/source-receipts.ts';
import { receiptRequestOf } from './metrc-receipts.ts';

const fixtureNames = readdirSync(new URL('../../../../tests/fixtures/metrc/', import.meta.url))
  .filter((name) => name.endsWith('.json') && name !== 'openapi-v2-subset.json')
  .map((name) => name.replace(/\.json$/, ''));

/** Statuses Metrc answers that its description does not declare for the operation. */
const UNDECLARED_STATUSES = new Set(['POST /sales/v2/receipts 413']);

function operationOf(request: string) {
  const [method, template] = request.split(' ') as [string, string];
  const described = metrcDescription.paths[template]?.[method.toLowerCase()];
  if (!described) throw new Error(`${request} is not in the subset`);
  return described;
}

describe("Metrc's description (the vendored subset)", () => {
  it('records where it was cut from', () => {
    expect(metrcDescription['x-source']).toMatch(
      /OpenMetrc open-metrc-swagger-v2\.yaml @ 505e2ba60b3de65538939c240c271676f1ed51fd/,
    );
    expect(Object.keys(metrcDescription.paths).sort()).toEqual([
      '/packages/v2/active',
      '/packages/v2/inactive',
      '/patients/v2/statuses/{patientLicenseNumber}',
      '/sales/v2/receipts',
      '/sales/v2/receipts/active',
      '/sales/v2/receipts/{id}',
    ]);
  });

  it.each(fixtureNames)('the recorded answer %s is what the description says', (name) => {
    const fixture = metrcFixture(name);
    const operation = operationOf(fixture.request);
    const declared = String(fixture.status) in operation.responses;
    expect(declared || UNDECLARED_STATUSES.has(`${fixture.request} ${fixture.status}`)).toBe(true);
    const schema = responseSchema(operation, fixture.status);
    if (fixture.text !== undefined) {
      // Kept on purpose as an answer that is not JSON at all.
      expect(() => JSON.parse(fixture.text!) as unknown).toThrow();
    } else if (schema === null) {
      expect(fixture.body ?? null).toBeNull();
    } else {
      expect(shapeProblems(metrcDescription, schema, fixture.body)).toEqual([]);
    }
  });

  it('names the fields Metrc sent that the description does not declare', () => {
    const page = metrcFixture('packages-active-page-1');
    const schema = responseSchema(operationOf(page.request), 200)!;
    expect(undeclaredFields(metrcDescription, schema, page.body).sort()).toEqual([
      '$.data[0].isRetailerDeliverable',
      '$.data[0].item.isCannabisInfused',
    ]);
  });

  it('names the one field of our receipts the description does not declare: the external receipt number', () => {
    const body = [receiptRequestOf(sourceReceipt('RR-1042', '2026-12-07T19:05:00Z'))];
    const post = requestSchema(operationFor(metrcDescription, 'POST', '/sales/v2/receipts')!.operation)!;
    expect(shapeProblems(metrcDescription, post, body)).toEqual([]);
    expect(undeclaredFields(metrcDescription, post, body)).toEqual(['$[0].externalReceiptNumber']);
  });

  it('fails loudly when a shape changes', () => {
    const page = metrcFixture('packages-active-page-3');
    const schema = responseSchema(operationOf(page.request), 200)!;
    const changed = structuredClone(page.body) as { data: Array<Record<string, unknown>>; totalPages: unknown };
    changed.data[0]!.quantity = '24';
    delete changed.data[1]!.id;
    changed.data[2]!.isOnHold = null;
    changed.totalPages = 1.5;
    expect(shapeProblems(metrcDescription, schema, changed)).toEqual([
      '$.data[0].quantity: string where the description says number',
      '$.data[1].id: required and missing',
      '$.data[2].isOnHold: null where the description allows none',
      '$.totalPages: number where the description says integer',
    ]);
    const error = responseSchema(operationOf('GET /packages/v2/active'), 403)!;
    expect(shapeProblems(metrcDescription, error, { message: 'No', code: 7 })).toEqual([
      '$.code: not allowed by the description',
    ]);
  });

  it('matches templated paths to their operation', () => {
    expect(operationFor(metrcDescription, 'DELETE', '/sales/v2/receipts/73100411')?.template).toBe(
      '/sales/v2/receipts/{id}',
    );
    expect(operationFor(metrcDescription, 'GET', '/sales/v2/receipts/73100411')).toBeNull();
    expect(operationFor(metrcDescription, 'GET', '/packages/v2/active/extra')).toBeNull();
  });
});
