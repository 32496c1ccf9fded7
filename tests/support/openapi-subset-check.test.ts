import { describe, expect, it } from 'vitest';
import { checkAnswer, checkQuery, declaresAnswer, loadOpenApiSubset } from './openapi-subset-check.ts';

const subset = loadOpenApiSubset(new URL('../fixtures/dutchie-pos/openapi-subset.json', import.meta.url));

describe('checking against a vendor’s OpenAPI description', () => {
  it('names each way an answer breaks its schema, and the fields it does not name apart', () => {
    const report = checkAnswer(subset, 'GET', '/inventory', 200, [
      {
        inventoryId: 1.5,
        quantityAvailable: '3',
        packageId: 7,
        medicalOnly: null,
        testedDate: 'yesterday',
        potency: 'high',
      },
    ]);
    expect(report.problems).toEqual([
      '0.inventoryId: expected an integer, got 1.5',
      '0.quantityAvailable: expected a number, got string',
      '0.packageId: expected a string, got number',
      '0.medicalOnly: null where the description allows none',
      '0.testedDate: yesterday is not a date-time',
    ]);
    expect(report.unknownFields).toEqual(['0.potency']);
  });

  it('follows references into nested schemas, and enums', () => {
    const report = checkAnswer(subset, 'GET', '/inventory', 200, [
      { labResults: [{ labTest: 'THC', labResultUnitId: 9 }] },
    ]);
    expect(report.problems).toEqual(['0.labResults.0.labResultUnitId: 9 is not one of [1,2,3,4,5,6]']);
  });

  it('knows which answers an operation declares, and an answer of none is a problem', () => {
    expect(declaresAnswer(subset, 'GET', '/inventory', 403)).toBe(true);
    expect(declaresAnswer(subset, 'GET', '/inventory', 429)).toBe(false);
    expect(checkAnswer(subset, 'GET', '/inventory', 429, null).problems).toEqual([
      'GET /inventory declares no 429 answer',
    ]);
    expect(checkAnswer(subset, 'GET', '/inventory', 200, { items: [] }).problems).toEqual([
      'the body: expected an array',
    ]);
  });

  it('takes only the query parameters an operation declares, of their types', () => {
    const query = new URLSearchParams({ IncludeDetail: 'yes', FromDateUTC: 'today', TransactionId: '12', Page: '2' });
    expect(checkQuery(subset, 'GET', '/reporting/transactions', query)).toEqual([
      'IncludeDetail=yes is not a boolean',
      'FromDateUTC=today is not a date-time',
      'GET /reporting/transactions takes no query parameter Page',
    ]);
  });
});
