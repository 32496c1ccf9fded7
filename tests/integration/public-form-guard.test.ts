import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { RECAPTCHA_VERIFY_URL } from '#server/security/recaptcha.ts';
import { admitPublicForm } from '#server/security/public-form-guard.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { refusal } from '../support/refusal.ts';

const now = new Date('2026-11-28T15:00:00Z');
const person = { website: '', recaptchaToken: 'token-from-the-page' };
const noRecaptcha = {};

/** Google's siteverify, as recorded for a person (score 0.9) answering the `action` the page asked for. */
function siteverify(answer: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(RECAPTCHA_VERIFY_URL);
    calls.push(String(init?.body));
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe(`the public form guard on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('turns away a filled honeypot before counting anything', async () => {
    const refused = await refusal(
      admitPublicForm(db, noRecaptcha, {
        form: 'contact',
        proof: { website: 'https://spam.example', recaptchaToken: '' },
        clientAddress: '198.51.100.1',
        limit: { perWindow: 1, windowSeconds: 600 },
        now,
      }),
    );
    expect(refused.status).toBe(403);
    const counted = await db.query(`select 1 from rate_limit_counters where key like 'form:contact:%198.51.100.1'`);
    expect(counted).toHaveLength(0);
  });

  it('counts each form apart, per address, and says when to come back', async () => {
    const admit = (form: string, clientAddress: string) =>
      admitPublicForm(db, noRecaptcha, {
        form,
        proof: person,
        clientAddress,
        limit: { perWindow: 2, windowSeconds: 600 },
        now,
      });
    await admit('wholesale', '198.51.100.2');
    await admit('wholesale', '198.51.100.2');
    const refused = await refusal(admit('wholesale', '198.51.100.2'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    await expect(admit('contact', '198.51.100.2')).resolves.toBeUndefined();
    await expect(admit('wholesale', '198.51.100.3')).resolves.toBeUndefined();
  });

  it('asks Google with the form as the action when reCAPTCHA is configured', async () => {
    const config = { recaptchaSecretKey: 'secret' };
    const human = siteverify({ success: true, score: 0.9, action: 'review' });
    await admitPublicForm(db, config, { form: 'review', proof: person, clientAddress: '198.51.100.4', now, ...human });
    expect(human.calls[0]).toContain('response=token-from-the-page');

    const bot = siteverify({ success: true, score: 0.1, action: 'review' });
    const low = await refusal(
      admitPublicForm(db, config, { form: 'review', proof: person, clientAddress: '198.51.100.4', now, ...bot }),
    );
    expect(low.status).toBe(403);

    const otherForm = siteverify({ success: true, score: 0.9, action: 'checkout' });
    const wrong = await refusal(
      admitPublicForm(db, config, { form: 'review', proof: person, clientAddress: '198.51.100.4', now, ...otherForm }),
    );
    expect(wrong.status).toBe(403);
  });
});
