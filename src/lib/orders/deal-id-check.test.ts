import { describe, expect, it } from 'vitest';
import { dealIdCheckText, idCheckedDeals } from './deal-id-check.ts';

describe('the ID check a first-visit or birthday deal asks for', () => {
  const savings = [
    { slug: 'harvest', title: 'Harvest sale', savingsCents: 500 },
    { slug: 'welcome', title: 'First-time customers: 15% off', savingsCents: 750, checkId: 'first_time' as const },
    { slug: 'rewards', title: '200 rewards points', savingsCents: 1000 },
  ];

  it('names the deals that need the ID and what it must show', () => {
    expect(dealIdCheckText(idCheckedDeals(savings))).toBe(
      'Check ID for the deal — First-time customers: 15% off (first order)',
    );
    expect(
      dealIdCheckText([
        { title: 'Welcome', checkId: 'first_time' },
        { title: 'Birthday month 20% off', checkId: 'birthday' },
      ]),
    ).toBe('Check ID for the deals — Welcome (first order); Birthday month 20% off (birthday this month)');
  });

  it('says nothing when no deal needs it', () => {
    expect(dealIdCheckText(idCheckedDeals(savings.filter((saving) => !('checkId' in saving))))).toBeNull();
  });
});
