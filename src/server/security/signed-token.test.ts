import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const KEY = 'k'.repeat(64);
const now = new Date('2026-11-28T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('signed tokens', () => {
  it('names its subject for its purpose until it expires', () => {
    const { token, expiresAt } = signToken(KEY, 'review-invite', 'order:RR-1042', { now, validForSeconds: 600 });
    expect(expiresAt).toEqual(later(600));
    expect(verifyToken(KEY, 'review-invite', token, later(599))).toEqual({ subject: 'order:RR-1042', expiresAt });
    expect(verifyToken(KEY, 'review-invite', token, later(600))).toBeNull();
  });

  it('carries any text as its subject, email addresses and dots included', () => {
    const subject = 'newsletter:Ana.Lopez+deals@example.com';
    const { token } = signToken(KEY, 'newsletter', subject, { now, validForSeconds: 60 });
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(KEY, 'newsletter', token, now)?.subject).toBe(subject);
  });

  it('refuses another purpose, another key, another subject, a later expiry and anything malformed', () => {
    const { token } = signToken(KEY, 'unsubscribe', 'a@example.com', { now, validForSeconds: 60 });
    const [subject, expiry, signature] = token.split('.') as [string, string, string];
    expect(verifyToken(KEY, 'newsletter', token, now)).toBeNull();
    expect(verifyToken('j'.repeat(64), 'unsubscribe', token, now)).toBeNull();
    const other = Buffer.from('b@example.com').toString('base64url');
    expect(verifyToken(KEY, 'unsubscribe', `${other}.${expiry}.${signature}`, now)).toBeNull();
    expect(verifyToken(KEY, 'unsubscribe', `${subject}.${Number(expiry) + 60}.${signature}`, now)).toBeNull();
    for (const bad of ['', 'x', '..', `${token}.`, `${subject}=.${expiry}.${signature}`, `../${token}`]) {
      expect(verifyToken(KEY, 'unsubscribe', bad, now)).toBeNull();
    }
  });
});
