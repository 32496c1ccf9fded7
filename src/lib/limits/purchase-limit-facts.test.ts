import { describe, expect, it } from 'vitest';
import { purchaseLimitFacts } from './purchase-limit-facts.ts';

describe('purchaseLimitFacts', () => {
  it('reads each limit from the settings, as the shopper reads amounts', () => {
    const facts = purchaseLimitFacts({
      adultUseMg: 70_870,
      adultUseConcentrateMg: 15_000,
      medicalDailyMg: 70_870,
      medicalMonthlyMg: 283_495,
      vapeLimitCategory: 'concentrate',
    });
    expect(facts.map((fact) => fact.amount)).toEqual([
      '2.5 oz',
      '15 g',
      '2.5 oz',
      '10 oz',
      'concentrate, gram for gram',
    ]);
  });

  it('follows a change of the settings: a lower limit, vapes counted as gaseous', () => {
    const facts = purchaseLimitFacts({
      adultUseMg: 28_350,
      adultUseConcentrateMg: 5_000,
      medicalDailyMg: 56_699,
      medicalMonthlyMg: 283_495,
      vapeLimitCategory: 'gaseous',
    });
    expect(facts.map((fact) => fact.amount)).toEqual([
      '1 oz',
      '5 g',
      '2 oz',
      '10 oz',
      'gaseous: 7 g of vape = 1 oz of flower',
    ]);
  });
});
