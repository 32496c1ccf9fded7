import { describe, expect, it } from 'vitest';
import { contentDates } from './content-dates.ts';

describe('contentDates', () => {
  it("reads the dates on the store's calendar", () => {
    // 02:30 UTC on March 3 is still March 2 in Detroit.
    const { published } = contentDates(
      new Date('2026-03-03T02:30:00Z'),
      new Date('2026-03-03T02:30:00Z'),
      'America/Detroit',
    );
    expect(published).toEqual({ iso: '2026-03-03T02:30:00.000Z', text: 'March 2, 2026' });
  });

  it('shows a change only when it came on a later day', () => {
    const published = new Date('2026-03-02T15:00:00Z');
    expect(contentDates(published, new Date('2026-03-02T20:00:00Z'), 'America/Detroit').updated).toBeNull();
    expect(contentDates(published, new Date('2026-04-10T15:00:00Z'), 'America/Detroit').updated?.text).toBe(
      'April 10, 2026',
    );
    expect(contentDates(published, new Date('2026-01-10T15:00:00Z'), 'America/Detroit').updated).toBeNull();
  });
});
