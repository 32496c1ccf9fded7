import { describe, expect, it } from 'vitest';
import { holdReasonLabel, waitedLabel, waitedTooLong } from './review-moderation.ts';

describe('a review’s wait as staff read it', () => {
  it('says minutes, hours, then days and hours', () => {
    expect(waitedLabel(0)).toBe('0 minutes');
    expect(waitedLabel(1)).toBe('1 minute');
    expect(waitedLabel(59)).toBe('59 minutes');
    expect(waitedLabel(60)).toBe('1 hour');
    expect(waitedLabel(23 * 60 + 59)).toBe('23 hours');
    expect(waitedLabel(24 * 60)).toBe('1 day');
    expect(waitedLabel(3 * 24 * 60 + 4 * 60 + 30)).toBe('3 days 4 hours');
  });

  it('marks a wait past 72 hours, and not one of exactly 72', () => {
    expect(waitedTooLong(72 * 60)).toBe(false);
    expect(waitedTooLong(72 * 60 + 1)).toBe(true);
    expect(waitedTooLong(null)).toBe(false);
  });

  it('names hold reasons in the policy’s words, and a code the policy does not name by itself', () => {
    expect(holdReasonLabel('health_claim')).toBe('health or cure claims');
    expect(holdReasonLabel('repeated_characters')).toBe('repeated characters');
  });
});
