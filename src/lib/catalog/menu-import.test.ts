import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, readMenuImport } from './menu-import.ts';

describe('readMenuImport', () => {
  it('reads each row into the changes it asks for, leaving blank cells and absent columns alone', () => {
    const file = readMenuImport(
      '\uFEFFSKU,Stock,Adult-Use Price,medical_price,active,Product Name\r\n' +
        'RR-1,12,32.00,$29.50,yes,Blue Dream\r\n' +
        'RR-2,,,none,no,"Gelato, 3.5 g"\r\n' +
        'RR-3,0,,,,\r\n',
    );
    expect(file.problems).toEqual([]);
    expect(file.ignoredColumns).toEqual(['Product Name']);
    expect(file.lines).toEqual([
      { row: 2, sku: 'RR-1', changes: { stock: 12, adultUsePriceCents: 3200, medicalPriceCents: 2950, active: true } },
      { row: 3, sku: 'RR-2', changes: { medicalPriceCents: null, active: false } },
      { row: 4, sku: 'RR-3', changes: { stock: 0 } },
    ]);
  });

  it('reports every bad cell with its row and column, and keeps the good rows', () => {
    const file = readMenuImport(
      'sku,stock,adult_use_price,active\nA,-3,10,yes\nB,4,ten,maybe\nC,5,12.00,no\n,1,1,yes\n',
    );
    expect(file.problems).toEqual([
      { row: 2, column: 'stock', message: 'stock “-3”: Stock cannot be negative.' },
      { row: 3, column: 'adult_use_price', message: 'adult_use_price “ten”: Enter a price in dollars, e.g. 32.00.' },
      { row: 3, column: 'active', message: 'active “maybe”: Write yes or no.' },
      { row: 5, column: 'sku', message: 'The SKU is missing.' },
    ]);
    expect(file.lines.map((line) => line.sku)).toEqual(['C']);
  });

  it('refuses a SKU that appears twice, naming the first row', () => {
    const file = readMenuImport('sku,stock\nA,1\nB,2\nA,3\n');
    expect(file.problems).toEqual([
      { row: 4, column: 'sku', message: 'A is also on row 2; each SKU may appear once.' },
    ]);
  });

  it('needs a header naming sku and something to change', () => {
    expect(readMenuImport('RR-1,12\nRR-2,3\n').problems).toEqual([
      { row: 1, column: 'sku', message: 'The first row must name the columns and include “sku”.' },
    ]);
    expect(readMenuImport('sku,name\nRR-1,x\n').problems[0]?.message).toMatch(/at least one column to change/);
    expect(readMenuImport('sku,stock,Stock\nRR-1,1,2\n').problems).toEqual([
      { row: 1, column: 'stock', message: 'The column “stock” appears twice.' },
    ]);
    expect(readMenuImport('').problems[0]?.message).toMatch(/empty/);
    expect(readMenuImport('sku,stock\r\n').problems[0]?.message).toMatch(/no rows/);
  });

  it('refuses a file that is not valid CSV, naming the row', () => {
    expect(readMenuImport('sku,stock\nA,"1\n').problems).toEqual([
      { row: 2, message: 'Row 2: a quoted field is never closed.' },
    ]);
  });

  it('refuses files over the row and size limits', () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `SKU-${index},1`).join('\n');
    expect(readMenuImport(`sku,stock\n${rows}`).problems[0]?.message).toMatch(/at most 5000 can be imported/);
    expect(readMenuImport(`sku,stock\n${'x'.repeat(1024 * 1024)}`).problems[0]?.message).toMatch(/larger than 1 MB/);
  });
});
