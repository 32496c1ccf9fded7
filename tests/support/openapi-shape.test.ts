import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  loadOpenApiDocument,
  operationFor,
  queryProblems,
  requestProblems,
  responseSchema,
  shapeProblems,
  undeclaredFields,
} from './openapi-shape.ts';

const dutchie = loadOpenApiDocument(new URL('../fixtures/dutchie-pos/openapi-subset.json', import.meta.url));
const inventoryAnswer = responseSchema(operationFor(dutchie, 'GET', '/inventory')!.operation, 200)!;

describe('checking against a vendor’s OpenAPI description', () => {
  it('names each way an answer breaks its schema, and lists the fields it does not name apart', () => {
    const answer = [
      {
        inventoryId: 1.5,
        quantityAvailable: '3',
        packageId: 7,
        medicalOnly: null,
        testedDate: 'yesterday',
        potency: 'high',
      },
    ];
    expect(shapeProblems(dutchie, inventoryAnswer, answer)).toEqual([
      '$[0].inventoryId: number where the description says integer',
      '$[0].quantityAvailable: string where the description says number',
      '$[0].packageId: number where the description says string',
      '$[0].medicalOnly: null where the description allows none',
      '$[0].testedDate: "yesterday" is not a date-time',
      '$[0].potency: not allowed by the description',
    ]);
    expect(undeclaredFields(dutchie, inventoryAnswer, answer)).toEqual(['$[0].potency']);
  });

  it('takes a date-time with or without its zone, and no date that is not one', () => {
    expect(shapeProblems(dutchie, inventoryAnswer, [{ testedDate: '2026-12-07T14:05:00' }])).toEqual([]);
    expect(shapeProblems(dutchie, inventoryAnswer, [{ testedDate: '2026-12-07T19:05:00.5+00:00' }])).toEqual([]);
    expect(shapeProblems(dutchie, inventoryAnswer, [{ testedDate: '2026-13-45T99:05:00Z' }])).toEqual([
      '$[0].testedDate: "2026-13-45T99:05:00Z" is not a date-time',
    ]);
  });

  it('follows references into nested schemas, and enums', () => {
    expect(shapeProblems(dutchie, inventoryAnswer, [{ labResults: [{ labTest: 'THC', labResultUnitId: 9 }] }])).toEqual(
      ['$[0].labResults[0].labResultUnitId: 9 is not one of [1,2,3,4,5,6]'],
    );
  });

  it('knows which answers an operation declares, and an answer of none is a problem', () => {
    expect('403' in operationFor(dutchie, 'GET', '/inventory')!.operation.responses).toBe(true);
    expect(answerProblems(dutchie, 'GET', '/inventory', 429, null)).toEqual(['GET /inventory declares no 429 answer']);
    expect(answerProblems(dutchie, 'GET', '/inventory', 200, { items: [] })).toEqual([
      '$: object where the description says array',
    ]);
    expect(answerProblems(dutchie, 'GET', '/inventory', 200, [])).toEqual([]);
    expect(answerProblems(dutchie, 'GET', '/nowhere', 200, [])).toEqual([
      'GET /nowhere is not an operation of the description',
    ]);
  });

  it('holds a request body to its schema, and a call that takes none to none', () => {
    expect(requestProblems(dutchie, 'GET', '/inventory', { page: 1 })).toEqual(['GET /inventory takes no body']);
    expect(requestProblems(dutchie, 'GET', '/inventory', null)).toEqual([]);
  });

  it('takes only the query parameters an operation declares, of their types', () => {
    const query = new URLSearchParams({ IncludeDetail: 'yes', FromDateUTC: 'today', TransactionId: '12', Page: '2' });
    expect(queryProblems(dutchie, 'GET', '/reporting/transactions', query)).toEqual([
      'IncludeDetail=yes is not a boolean',
      'FromDateUTC=today is not a date-time',
      'GET /reporting/transactions takes no query parameter Page',
    ]);
  });
});
