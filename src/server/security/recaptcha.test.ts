import { describe, expect, it } from 'vitest';
import { RECAPTCHA_VERIFY_URL, verifyRecaptcha } from './recaptcha.ts';

/** Answers as Google's siteverify returns them (developers.google.com/recaptcha/docs/v3). */
const RECORDED = {
  human: {
    success: true,
    challenge_ts: '2026-11-21T16:30:00Z',
    hostname: 'shop.example.com',
    score: 0.9,
    action: 'checkout',
  },
  bot: {
    success: true,
    challenge_ts: '2026-11-21T16:30:00Z',
    hostname: 'shop.example.com',
    score: 0.1,
    action: 'checkout',
  },
  otherAction: {
    success: true,
    challenge_ts: '2026-11-21T16:30:00Z',
    hostname: 'shop.example.com',
    score: 0.9,
    action: 'login',
  },
  expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

function google(answer: object, calls: { url: string; body: string }[] = []): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), body: String(init?.body) });
    return Response.json(answer);
  };
}

describe('verifyRecaptcha', () => {
  it('accepts a person and sends the secret, token and address as a form', async () => {
    const calls: { url: string; body: string }[] = [];
    const verdict = await verifyRecaptcha(
      { secret: 's3cret', token: 'tok', action: 'checkout', remoteIp: '203.0.113.9' },
      google(RECORDED.human, calls),
    );
    expect(verdict).toEqual({ human: true, score: 0.9 });
    expect(calls).toEqual([{ url: RECAPTCHA_VERIFY_URL, body: 'secret=s3cret&response=tok&remoteip=203.0.113.9' }]);
  });

  it('refuses a low score, a token made for another action, a used token and no token', async () => {
    expect(await verifyRecaptcha({ secret: 's', token: 't', action: 'checkout' }, google(RECORDED.bot))).toEqual({
      human: false,
      reason: 'low-score',
    });
    expect(
      await verifyRecaptcha({ secret: 's', token: 't', action: 'checkout' }, google(RECORDED.otherAction)),
    ).toEqual({ human: false, reason: 'wrong-action' });
    expect(await verifyRecaptcha({ secret: 's', token: 't', action: 'checkout' }, google(RECORDED.expired))).toEqual({
      human: false,
      reason: 'rejected',
    });
    expect(await verifyRecaptcha({ secret: 's', token: '', action: 'checkout' }, google(RECORDED.human))).toEqual({
      human: false,
      reason: 'missing-token',
    });
  });

  it('throws when Google cannot answer, so the caller decides', async () => {
    const down: typeof fetch = async () => new Response('unavailable', { status: 503 });
    await expect(verifyRecaptcha({ secret: 's', token: 't', action: 'checkout' }, down)).rejects.toThrow(/503/);
  });
});
