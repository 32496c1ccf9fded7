import { describe, expect, it } from 'vitest';
import { createPreviewToken, PREVIEW_LINK_HOURS, verifyPreviewToken } from './preview-token.ts';

const KEY = 'a'.repeat(64);
const PAGE = '5b0c8a52-6a8e-4a53-9c43-0d6f2f5f6d11';
const now = new Date('2026-11-27T15:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

describe('preview tokens', () => {
  it('opens its page until it expires', () => {
    const { token, expiresAt } = createPreviewToken(KEY, PAGE, now);
    expect(expiresAt).toEqual(hours(PREVIEW_LINK_HOURS));
    expect(verifyPreviewToken(KEY, token, hours(PREVIEW_LINK_HOURS - 0.01))).toEqual({ pageId: PAGE, expiresAt });
    expect(verifyPreviewToken(KEY, token, hours(PREVIEW_LINK_HOURS))).toBeNull();
  });

  it('refuses another key, another page, a later expiry and anything malformed', () => {
    const { token } = createPreviewToken(KEY, PAGE, now);
    const [subject, expiry, signature] = token.split('.');
    const otherPage = Buffer.from(PAGE.replace('5b', '6b')).toString('base64url');
    expect(verifyPreviewToken('b'.repeat(64), token, now)).toBeNull();
    expect(verifyPreviewToken(KEY, `${otherPage}.${expiry}.${signature}`, now)).toBeNull();
    expect(verifyPreviewToken(KEY, `${subject}.${Number(expiry) + 3600}.${signature}`, now)).toBeNull();
    for (const bad of ['', 'x', `${subject}.1.${signature}x`, `${token}.`, `../${token}`]) {
      expect(verifyPreviewToken(KEY, bad, now)).toBeNull();
    }
  });
});
