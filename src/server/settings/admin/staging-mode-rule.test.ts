import { describe, expect, it } from 'vitest';
import { stagingModeRefusal } from './staging-mode-rule.ts';

describe('switching staging mode on', () => {
  it('needs a staging password, or nobody could get back in to switch it off', () => {
    expect(stagingModeRefusal({ stagingMode: true, merchSlug: 'store' }, { staging: { forced: false } })).toMatch(
      /needs a staging password/,
    );
    expect(
      stagingModeRefusal(
        { stagingMode: true, merchSlug: 'store' },
        { staging: { forced: false, password: 'preview-2026' } },
      ),
    ).toBeNull();
    expect(stagingModeRefusal({ stagingMode: false, merchSlug: 'store' }, { staging: { forced: false } })).toBeNull();
  });
});
