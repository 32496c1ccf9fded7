import { describe, expect, it } from 'vitest';
import { BatchInput, parseTerpenes, terpenesText, VariantChanges, VariantInput } from './product-editor.ts';

describe('parseTerpenes', () => {
  it('reads one terpene per line or comma, name then percent', () => {
    expect(parseTerpenes('Myrcene 0.82\nBeta Caryophyllene 0.4%, Limonene 1')).toEqual({
      ok: true,
      value: [
        { name: 'Myrcene', percent: 0.82 },
        { name: 'Beta Caryophyllene', percent: 0.4 },
        { name: 'Limonene', percent: 1 },
      ],
    });
    expect(parseTerpenes('  \n')).toEqual({ ok: true, value: [] });
  });

  it('names the entry that does not read', () => {
    expect(parseTerpenes('Myrcene')).toEqual({
      ok: false,
      message: 'Write “Myrcene” as a name and a percent, e.g. Myrcene 0.8.',
    });
    expect(parseTerpenes('Myrcene 120')).toEqual({ ok: false, message: '“Myrcene 120”: a percent is at most 100.' });
  });

  it('shows terpenes as it reads them', () => {
    const terpenes = [
      { name: 'Myrcene', percent: 0.82 },
      { name: 'Pinene', percent: 0.1 },
    ];
    expect(parseTerpenes(terpenesText(terpenes))).toEqual({ ok: true, value: terpenes });
  });
});

describe('editor schemas', () => {
  const size = {
    sizeLabel: '3.5 g',
    sku: 'RR-FLW-1-35',
    weightMg: 3500,
    adultUsePriceCents: 3500,
    medicalPriceCents: null,
    stock: 4,
    active: true,
    limitCategory: 'flower',
    limitAmount: 3500,
    exciseTaxable: true,
  };
  const batch = {
    batchNumber: 'L1',
    labName: 'Lab',
    testedOn: '2026-10-01',
    thcPercent: 21.35,
    cbdPercent: null,
    thcMg: null,
    cbdMg: null,
    terpenes: [],
    coaUrl: null,
    status: 'active',
    expiresOn: null,
  };

  it('asks a size that counts against a limit how much it counts', () => {
    expect(VariantInput.safeParse(size).success).toBe(true);
    const refused = VariantInput.safeParse({ ...size, limitAmount: 0 });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['limitAmount'],
      message: 'Enter how much of the limit one unit uses.',
    });
    expect(VariantInput.safeParse({ ...size, sku: 'has space' }).error?.issues[0]?.path).toEqual(['sku']);
    expect(VariantChanges.safeParse({}).success).toBe(false);
    expect(VariantChanges.parse({ stock: 3 })).toEqual({ stock: 3 });
  });

  it('keeps lab numbers to two decimals, dates real and expiry after the test', () => {
    expect(BatchInput.safeParse(batch).success).toBe(true);
    expect(BatchInput.safeParse({ ...batch, thcPercent: 21.355 }).error?.issues[0]?.path).toEqual(['thcPercent']);
    expect(BatchInput.safeParse({ ...batch, testedOn: '2026-02-30' }).success).toBe(false);
    expect(BatchInput.safeParse({ ...batch, expiresOn: '2026-09-01' }).error?.issues[0]?.path).toEqual(['expiresOn']);
    expect(BatchInput.safeParse({ ...batch, coaUrl: 'javascript:alert(1)' }).error?.issues[0]?.path).toEqual([
      'coaUrl',
    ]);
  });
});
