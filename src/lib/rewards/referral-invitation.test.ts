import { describe, expect, it } from 'vitest';
import { runTogetherWords } from '../text/run-together-words.ts';
import { referralInvitation } from './referral-invitation.ts';

describe('referralInvitation', () => {
  const invitation = referralInvitation({
    link: 'https://shop.example.com/account/register?ref=ABC123',
    storeName: 'River Raisin Cannabis Co.',
    discountCents: 1000,
  });

  it('says what the friend gets, from where, and the link', () => {
    expect(invitation.subject).toBe('$10.00 off your first order at River Raisin Cannabis Co.');
    expect(invitation.text).toBe(
      'Get $10.00 off your first pickup order at River Raisin Cannabis Co. Sign up with my link: https://shop.example.com/account/register?ref=ABC123',
    );
    expect(runTogetherWords(invitation.text)).toEqual([]);
  });

  it('carries the words whole in the email and text links', () => {
    const mail = new URL(invitation.mailto);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(invitation.subject);
    expect(mail.searchParams.get('body')).toBe(invitation.text);
    expect(invitation.sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(invitation.sms.slice('sms:?&body='.length))).toBe(invitation.text);
  });
});
