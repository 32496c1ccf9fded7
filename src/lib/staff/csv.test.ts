import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv.ts';

const cellsOf = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.records.map((record) => record.cells);
};

describe('parseCsv', () => {
  it('reads plain rows with LF or CRLF line ends, with or without a final line end', () => {
    expect(cellsOf('sku,stock\nA,1\nB,2\n')).toEqual([
      ['sku', 'stock'],
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(cellsOf('sku,stock\r\nA,1\r\nB,2')).toEqual([
      ['sku', 'stock'],
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(cellsOf('sku,stock\rA,1\r')).toEqual([
      ['sku', 'stock'],
      ['A', '1'],
    ]);
  });

  it('drops a byte-order mark at the start', () => {
    expect(cellsOf('\uFEFFsku,stock\nA,1')[0]).toEqual(['sku', 'stock']);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(cellsOf('name,note\n"Blue Dream, 3.5 g","say ""hi""\nthen go"\n')).toEqual([
      ['name', 'note'],
      ['Blue Dream, 3.5 g', 'say "hi"\nthen go'],
    ]);
    expect(cellsOf('a,b\n"",x\n')).toEqual([
      ['a', 'b'],
      ['', 'x'],
    ]);
  });

  it('keeps empty cells, and numbers records as a spreadsheet numbers its rows', () => {
    const result = parseCsv('sku,stock,price\nA,,3\n\n"B\nwrapped",1,\nC,2,2\n');
    expect(result).toEqual({
      ok: true,
      records: [
        { row: 1, cells: ['sku', 'stock', 'price'] },
        { row: 2, cells: ['A', '', '3'] },
        { row: 4, cells: ['B\nwrapped', '1', ''] },
        { row: 5, cells: ['C', '2', '2'] },
      ],
    });
  });

  it('says which row is broken when quotes do not close or stray', () => {
    expect(parseCsv('sku,stock\nA,"1\n')).toMatchObject({
      ok: false,
      row: 2,
      message: expect.stringContaining('never closed'),
    });
    expect(parseCsv('sku,stock\nA,1\nB,"2"x\n')).toMatchObject({ ok: false, row: 3 });
    expect(parseCsv('sku,stock\nA,1"\n')).toMatchObject({ ok: false, row: 2 });
  });

  it('reads an empty file as no records', () => {
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
    expect(parseCsv('\uFEFF\r\n')).toEqual({ ok: true, records: [] });
  });
});

describe('writeCsv', () => {
  it('writes what parseCsv reads back, quoting only what needs it', () => {
    const rows = [
      ['sku', 'name', 'stock'],
      ['RR-1', 'Blue Dream, 3.5 g', 12],
      ['RR-2', 'say "hi"\nthen go', null],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('sku,name,stock\r\nRR-1,"Blue Dream, 3.5 g",12\r\nRR-2,"say ""hi""\nthen go",\r\n');
    expect(cellsOf(text)).toEqual([
      ['sku', 'name', 'stock'],
      ['RR-1', 'Blue Dream, 3.5 g', '12'],
      ['RR-2', 'say "hi"\nthen go', ''],
    ]);
  });

  it('keeps text a spreadsheet would run as a formula from running, but not negative numbers', () => {
    expect(writeCsv([['=HYPERLINK("http://x")', '+1', '-1', '@a', 'plain', -1]])).toBe(
      '"\'=HYPERLINK(""http://x"")",\'+1,\'-1,\'@a,plain,-1\r\n',
    );
  });
});
