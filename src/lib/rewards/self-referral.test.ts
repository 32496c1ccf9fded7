import { describe, expect, it } from 'vitest';
import { cardOf, isSelfReferral, mailboxOf, type ReferralIdentity } from './self-referral.ts';

const nobody: ReferralIdentity = { emails: [], phones: [], medicalCards: [] };
const referrer: ReferralIdentity = {
  emails: ['Dana.Rivers@gmail.com', 'dana@work.example'],
  phones: ['7345550100', null],
  medicalCards: ['MI-1234-5678'],
};

describe('self-referral signs', () => {
  it.each([
    ['Dana.Rivers+deals@Gmail.com', 'danarivers@gmail.com'],
    ['d.a.n.a.rivers@googlemail.com', 'danarivers@gmail.com'],
    ['dana+x@work.example', 'dana@work.example'],
    ['dana.x@work.example', 'dana.x@work.example'],
  ])('%s reaches the mailbox %s', (typed, mailbox) => {
    expect(mailboxOf(typed)).toBe(mailbox);
  });

  it('reads a card number whatever its spacing', () => {
    expect(cardOf(' mi 1234-5678 ')).toBe('MI12345678');
  });

  it.each<[string, Partial<ReferralIdentity>, boolean]>([
    ['a second Gmail address with dots and a tag', { emails: ['danarivers+2@gmail.com'] }, true],
    ['the same phone typed another way', { phones: ['(734) 555-0100'] }, true],
    ['the same card with spaces', { medicalCards: ['mi 1234 5678'] }, true],
    ['dots at a provider that reads them', { emails: ['d.ana@work.example'] }, false],
    ['another person', { emails: ['sam@example.com'], phones: ['7345550111'], medicalCards: ['MI-9999-0000'] }, false],
  ])('%s', (_label, friend, self) => {
    expect(isSelfReferral(referrer, { ...nobody, ...friend })).toBe(self);
  });
});
