import { describe, expect, it } from 'vitest';
import { concentrateMg, flowerEquivalentMg } from './flower-equivalent.ts';

const unit = (limitCategory: Parameters<typeof flowerEquivalentMg>[0]['limitCategory'], limitAmount: number) => ({
  limitCategory,
  limitAmount,
});

describe('flowerEquivalentMg', () => {
  it('counts flower and concentrate 1:1', () => {
    expect(flowerEquivalentMg(unit('flower', 3_543), 'concentrate')).toBe(3_543);
    expect(flowerEquivalentMg(unit('concentrate', 1_000), 'gaseous')).toBe(1_000);
  });

  it('divides infused solids by 16: 50 000 mg / 16 = 3 125 mg; 1 001 mg / 16 = 62.5625 → 63 mg', () => {
    expect(flowerEquivalentMg(unit('infused_solid', 50_000), 'concentrate')).toBe(3_125);
    expect(flowerEquivalentMg(unit('infused_solid', 1_001), 'concentrate')).toBe(63);
    expect(flowerEquivalentMg(unit('infused_solid', 15), 'concentrate')).toBe(1);
  });

  it('converts 100 000 µL of infused liquid: 100 000 × 28 349.523125 / (36 × 29 573.5295625) = 2 662.809… → 2 663 mg', () => {
    expect(flowerEquivalentMg(unit('infused_liquid', 100_000), 'concentrate')).toBe(2_663);
  });

  it('converts 36 fl oz of liquid to an ounce: 1 064 647 µL → 28 349.521… → 28 350 mg; 1 064 648 µL → 28 349.548… → 28 350 mg', () => {
    expect(flowerEquivalentMg(unit('infused_liquid', 1_064_647), 'concentrate')).toBe(28_350);
    expect(flowerEquivalentMg(unit('infused_liquid', 1_064_648), 'concentrate')).toBe(28_350);
  });

  it('rounds even 1 µL of liquid up to a whole milligram: 0.0266… → 1 mg', () => {
    expect(flowerEquivalentMg(unit('infused_liquid', 1), 'concentrate')).toBe(1);
  });

  it('counts a vape 1:1 as concentrate, or 7 g gaseous = 1 oz: 1 000 mg × 28 349.523125 / 7 000 = 4 049.93… → 4 050 mg', () => {
    expect(flowerEquivalentMg(unit('vape', 1_000), 'concentrate')).toBe(1_000);
    expect(flowerEquivalentMg(unit('vape', 1_000), 'gaseous')).toBe(4_050);
    expect(flowerEquivalentMg(unit('vape', 7_000), 'gaseous')).toBe(28_350);
    expect(flowerEquivalentMg(unit('vape', 500), 'gaseous')).toBe(2_025);
  });

  it('converts the largest amounts the database holds exactly (past 2^53 in the middle of the sum)', () => {
    // 2 147 483 647 mg × 6 479 891 / 1 600 000 = 8 697 162 473.03… → 8 697 162 474.
    expect(flowerEquivalentMg(unit('vape', 2_147_483_647), 'gaseous')).toBe(8_697_162_474);
  });

  it('counts merch as nothing, and refuses amounts no variant can have', () => {
    expect(flowerEquivalentMg(unit('none', 0), 'concentrate')).toBe(0);
    expect(flowerEquivalentMg(unit('none', 500), 'gaseous')).toBe(0);
    expect(() => flowerEquivalentMg(unit('flower', -1), 'concentrate')).toThrow(RangeError);
    expect(() => flowerEquivalentMg(unit('flower', 1.5), 'concentrate')).toThrow(RangeError);
  });
});

describe('concentrateMg', () => {
  it('weighs concentrate, and vapes only when they count as concentrate', () => {
    expect(concentrateMg(unit('concentrate', 1_000), 'gaseous')).toBe(1_000);
    expect(concentrateMg(unit('vape', 500), 'concentrate')).toBe(500);
    expect(concentrateMg(unit('vape', 500), 'gaseous')).toBe(0);
    expect(concentrateMg(unit('flower', 3_500), 'concentrate')).toBe(0);
    expect(concentrateMg(unit('infused_solid', 3_500), 'concentrate')).toBe(0);
  });
});
