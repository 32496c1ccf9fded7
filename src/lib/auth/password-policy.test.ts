import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('Maple-kettle-harbor-71')).toBeNull();
    expect(passwordProblem('correct horse battery')).toBeNull();
  });

  it('refuses passwords shorter than 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('Short-pw-11')).toBe('Use at least 12 characters.');
    expect(passwordProblem('ééééé-ö-ü-ä')).toBe('Use at least 12 characters.');
  });

  it('refuses passwords over the maximum', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH - 10) + 'Abc-123-xyz!')).toMatch(/at most/);
  });

  it('refuses listed passwords whatever their case', () => {
    expect(passwordProblem('Password1234')).toMatch(/most common/);
    expect(passwordProblem('QWERTYUIOPAS')).toMatch(/most common/);
  });

  it('refuses a common root followed only by digits and symbols', () => {
    expect(passwordProblem('Cannabis2026!!')).toMatch(/most common/);
    expect(passwordProblem('RiverRaisin#1234')).toMatch(/most common/);
    expect(passwordProblem('Cannabis2026!!garden')).toBeNull();
  });

  it('refuses repeated and sequential patterns', () => {
    expect(passwordProblem('aaaaaaaaaaaaaa')).toMatch(/pattern/);
    expect(passwordProblem('abcdefghijklmn')).toMatch(/pattern/);
    expect(passwordProblem('zyxwvutsrqpo')).toMatch(/pattern/);
    expect(passwordProblem('abc!abc!abc!abc!')).toMatch(/pattern/);
  });

  it('refuses the email or name on the account', () => {
    expect(passwordProblem('casey.customer2026', ['casey.customer@example.com'])).toMatch(/email or name/);
    expect(passwordProblem('Casey Customer 99', ['x@example.com', 'Casey Customer'])).toMatch(/email or name/);
    expect(passwordProblem('casey-walks-the-river', ['casey@example.com'])).toBeNull();
  });
});
