import { describe, expect, it } from 'vitest';
import { createStagingToken, isStagingPassword, verifyStagingToken } from './staging-token.ts';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('staging tokens', () => {
  it('accepts a token it signed with the same password', () => {
    const { token } = createStagingToken('river-raisin-preview', now);
    expect(verifyStagingToken(token, 'river-raisin-preview', now)).toBe(true);
  });

  it('refuses it after the password changes', () => {
    const { token } = createStagingToken('river-raisin-preview', now);
    expect(verifyStagingToken(token, 'another-password', now)).toBe(false);
  });

  it('refuses it once it has expired (30 days)', () => {
    const { token, maxAgeSeconds } = createStagingToken('river-raisin-preview', now);
    expect(maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    expect(verifyStagingToken(token, 'river-raisin-preview', now + maxAgeSeconds * 1000 - 1)).toBe(true);
    expect(verifyStagingToken(token, 'river-raisin-preview', now + maxAgeSeconds * 1000)).toBe(false);
  });

  it('refuses a token whose expiry was pushed out by hand', () => {
    const { token } = createStagingToken('river-raisin-preview', now);
    const [, signature] = token.split('.');
    expect(verifyStagingToken(`9999999999.${signature}`, 'river-raisin-preview', now)).toBe(false);
  });

  it.each([undefined, '', 'garbage', '123.', '.abc', `1.${'a'.repeat(44)}`])('refuses %j', (token) => {
    expect(verifyStagingToken(token, 'river-raisin-preview', now)).toBe(false);
  });

  it('compares passwords exactly', () => {
    expect(isStagingPassword('river-raisin-preview', 'river-raisin-preview')).toBe(true);
    expect(isStagingPassword('river-raisin-preview ', 'river-raisin-preview')).toBe(false);
    expect(isStagingPassword('', 'river-raisin-preview')).toBe(false);
  });
});
