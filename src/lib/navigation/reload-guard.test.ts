import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './new-build.ts';
import { claimReloadGuard } from './reload-guard.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('page-reload guard', () => {
  it('allows one forced load per 10 s in a tab', () => {
    const storage = memoryStorage();
    expect(claimReloadGuard(1_000_000, storage)).toBe(true);
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimReloadGuard(1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimReloadGuard(1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it('never forces a load without storage', () => {
    expect(claimReloadGuard(1, null)).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimReloadGuard(1, throwing)).toBe(false);
  });
});
