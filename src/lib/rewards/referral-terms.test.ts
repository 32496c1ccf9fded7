import { describe, expect, it } from 'vitest';
import { referralTerms } from './referral-terms.ts';

describe('referralTerms', () => {
  it("states the friend's discount and the referrer's points from the settings", () => {
    const terms = referralTerms({ referralDiscountCents: 1250, referralReferrerPoints: 300 }, 'Lakeside Co.');
    expect(terms[0]).toBe('Every Lakeside Co. account has a referral code and a link to share.');
    expect(terms).toContain(
      'A friend who creates a new account with your code gets $12.50 off their first order, before tax.',
    );
    expect(terms).toContain('When they pick up that first order, you get 300 rewards points.');
    expect(terms).toHaveLength(6);
  });
});
