import { describe, expect, it } from 'vitest';
import { isNewBuild, latestBuildUrl, mayForceFullLoad, readBuildId, RELOAD_GUARD_MS } from './new-build.ts';

describe('new-build detection', () => {
  it('asks for the build file with a timestamp', () => {
    expect(latestBuildUrl(1_700_000_000_123)).toBe('/latest-build.json?t=1700000000123');
  });

  it('reads the build id, and nothing from an answer without one', () => {
    expect(readBuildId({ buildId: 'b2' })).toBe('b2');
    for (const body of [null, 'b2', {}, { buildId: '' }, { buildId: 7 }, []]) expect(readBuildId(body)).toBeNull();
  });

  it('sees a new build only when the deployed id differs', () => {
    expect(isNewBuild('b1', 'b2')).toBe(true);
    expect(isNewBuild('b1', 'b1')).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
  });

  it('forces one full load per 10 s at most (spec §9)', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const now = 1_000_000;
    expect(mayForceFullLoad(now, null)).toBe(true);
    expect(mayForceFullLoad(now, String(now - 9_999))).toBe(false);
    expect(mayForceFullLoad(now, String(now - 10_000))).toBe(true);
    expect(mayForceFullLoad(now, 'not a time')).toBe(true);
    // A clock set back does not lock the guard.
    expect(mayForceFullLoad(now, String(now + 60_000))).toBe(true);
  });
});
