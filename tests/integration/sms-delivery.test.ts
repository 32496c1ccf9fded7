import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSmsConfig, type SmsConfig } from '#server/config/sms-config.ts';
import type { Database } from '#server/db/database.ts';
import { UndeliverableError } from '#server/jobs/outbox-delivery.ts';
import { deliverTexts, TEXT_MAX_AGE_HOURS, TEXT_RETRY_DELAYS_MINUTES } from '#server/sms/deliver-texts.ts';
import { queueText, textsTo } from '#server/sms/sms-outbox.ts';
import { createTwilioSender, type TextSender } from '#server/sms/twilio-sender.ts';
import { FakeTwilio } from '../support/fake-twilio.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'a2f0c9e8d7b6a5f4e3d2c1b0a9f8e7d6';
const STORE_NUMBER = '+17345550100';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';

const config = (sender: SmsConfig['sender'] = { from: STORE_NUMBER }): SmsConfig => ({
  accountSid: ACCOUNT,
  authToken: TOKEN,
  sender,
});

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

describe('the Twilio sender over HTTP', () => {
  let twilio: FakeTwilio;

  beforeAll(async () => {
    twilio = await new FakeTwilio(ACCOUNT, TOKEN).start();
  });
  afterAll(() => twilio.close());
  beforeEach(() => {
    twilio.received.length = 0;
    twilio.problems.length = 0;
  });

  const text = { to: '+17345550123', body: 'River Raisin: 493021 is your code.', template: 'phone_verification_code' };

  it('posts the text from the store’s number and resolves with the message SID', async () => {
    const sid = await createTwilioSender(config(), { apiUrl: twilio.url }).send(text);

    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.received).toEqual([{ to: text.to, body: text.body, from: STORE_NUMBER, messagingServiceSid: null }]);
    expect(twilio.problems).toEqual([]);
  });

  it('posts through a Messaging Service when one is configured', async () => {
    await createTwilioSender(config({ messagingServiceSid: SERVICE }), { apiUrl: twilio.url }).send(text);

    expect(twilio.received).toEqual([{ to: text.to, body: text.body, from: null, messagingServiceSid: SERVICE }]);
    expect(twilio.problems).toEqual([]);
  });

  it('gives up on a recipient Twilio says cannot be texted, naming its error', async () => {
    twilio
      .answer('+17345550111', 'message-create-400-21211-invalid-to')
      .answer('+17345550112', 'message-create-400-21610-unsubscribed');
    const sender = createTwilioSender(config(), { apiUrl: twilio.url });

    const invalid = await sender.send({ ...text, to: '+17345550111' }).catch((error: unknown) => error);
    const stopped = await sender.send({ ...text, to: '+17345550112' }).catch((error: unknown) => error);

    expect(invalid).toBeInstanceOf(UndeliverableError);
    expect((invalid as Error).message).toBe(
      "Twilio refused the text (400, error 21211): Invalid 'To' Phone Number: +1734555XXXX",
    );
    expect(stopped).toBeInstanceOf(UndeliverableError);
    expect((stopped as Error).message).toContain('error 21610');
    expect(twilio.received).toEqual([]);
  });

  it('fails a send it may retry on a wrong token or a busy account', async () => {
    twilio.answer(text.to, 'message-create-429-20429-too-many-requests');
    const busy = await createTwilioSender(config(), { apiUrl: twilio.url })
      .send(text)
      .catch((error: unknown) => error);
    const wrongToken = await createTwilioSender(
      { ...config(), authToken: 'not-the-token-0000' },
      { apiUrl: twilio.url },
    )
      .send(text)
      .catch((error: unknown) => error);

    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(UndeliverableError);
    expect((busy as Error).message).toBe('Twilio refused the text (429, error 20429): Too Many Requests');
    expect(wrongToken).not.toBeInstanceOf(UndeliverableError);
    expect((wrongToken as Error).message).toBe('Twilio refused the text (401, error 20003): Authenticate');
  });
});

describe(`SMS outbox delivery through Twilio on ${testEngine}`, () => {
  let db: Database;
  let twilio: FakeTwilio;
  let sender: TextSender;

  beforeAll(async () => {
    db = await openTestDatabase();
    twilio = await new FakeTwilio(ACCOUNT, TOKEN).start();
    sender = createTwilioSender(config(), { apiUrl: twilio.url });
  });
  afterAll(async () => {
    await twilio.close();
    await db.close();
  });
  beforeEach(async () => {
    twilio.received.length = 0;
    await db.query('delete from sms_outbox');
  });

  const queue = (to: string, body = `Hello ${to}`) => queueText(db, { to, body, template: 'sms_help' });

  async function row(id: string) {
    const [found] = await db.query<{
      sent_at: Date | null;
      failed_at: Date | null;
      failure: string | null;
      attempts: number;
      next_attempt_at: Date | null;
      provider_message_id: string | null;
    }>(
      `select sent_at, failed_at, failure, attempts, next_attempt_at, provider_message_id from sms_outbox where id = $1`,
      [id],
    );
    return found!;
  }

  it('sends every pending text once, oldest first, keeping Twilio’s message SID', async () => {
    const first = await queue('+17345550123', 'First');
    const second = await queue('+17345550124', 'Second');
    const now = new Date();

    expect(await deliverTexts(db, sender, { now })).toBe(2);

    expect(twilio.received.map((text) => [text.to, text.body])).toEqual([
      ['+17345550123', 'First'],
      ['+17345550124', 'Second'],
    ]);
    for (const id of [first, second]) {
      const sent = await row(id);
      expect(sent).toMatchObject({ sent_at: now, failed_at: null, failure: null, attempts: 1 });
      expect(sent.provider_message_id).toMatch(/^SM[0-9a-f]{32}$/);
    }
    expect(await deliverTexts(db, sender, { now: minutes(now, 5) })).toBe(0);
    expect(twilio.received).toHaveLength(2);
  });

  it('gives up at once on a number that cannot be texted, and keeps Twilio’s reason', async () => {
    twilio.answer('+17345550111', 'message-create-400-21211-invalid-to');
    const id = await queue('+17345550111');
    const now = new Date();

    expect(await deliverTexts(db, sender, { now })).toBe(0);

    expect(await row(id)).toMatchObject({
      sent_at: null,
      failed_at: now,
      attempts: 1,
      next_attempt_at: null,
      failure: "Twilio refused the text (400, error 21211): Invalid 'To' Phone Number: +1734555XXXX",
    });
    expect(await deliverTexts(db, sender, { now: minutes(now, 30) })).toBe(0);
    expect(twilio.received).toEqual([]);
    // The number's history in the dashboard says it was not delivered, and why.
    expect(await textsTo(db, '+17345550111')).toMatchObject([
      { sentAt: null, failedAt: now, failure: expect.stringContaining('21211') },
    ]);
  });

  it('retries a busy account after each wait, then sends', async () => {
    twilio.answer('+17345550123', 'message-create-429-20429-too-many-requests');
    const id = await queue('+17345550123');
    const now = new Date();

    expect(await deliverTexts(db, sender, { now })).toBe(0);
    expect(await row(id)).toMatchObject({ failed_at: null, attempts: 1, next_attempt_at: minutes(now, 1) });
    expect(await deliverTexts(db, sender, { now: minutes(now, 0.5) })).toBe(0);
    expect(await deliverTexts(db, sender, { now: minutes(now, 1) })).toBe(1);

    expect(await row(id)).toMatchObject({ sent_at: minutes(now, 1), attempts: 2, failure: null });
    expect(twilio.received).toHaveLength(1);
  });

  it('gives a text up after the last retry', async () => {
    const refusals = Array.from(
      { length: TEXT_RETRY_DELAYS_MINUTES.length + 1 },
      () => 'message-create-429-20429-too-many-requests',
    );
    twilio.answer('+17345550123', ...refusals);
    const id = await queue('+17345550123');
    let at = new Date();

    for (const delay of TEXT_RETRY_DELAYS_MINUTES) {
      expect(await deliverTexts(db, sender, { now: at })).toBe(0);
      at = minutes(at, delay);
    }
    expect(await deliverTexts(db, sender, { now: at })).toBe(0);

    expect(await row(id)).toMatchObject({
      sent_at: null,
      failed_at: at,
      attempts: TEXT_RETRY_DELAYS_MINUTES.length + 1,
      failure: 'Twilio refused the text (429, error 20429): Too Many Requests',
    });
  });

  it('retries when Twilio cannot be reached', async () => {
    const unreachable = createTwilioSender(config(), { apiUrl: 'http://127.0.0.1:9' });
    const id = await queue('+17345550123');
    const now = new Date();

    expect(await deliverTexts(db, unreachable, { now })).toBe(0);

    expect(await row(id)).toMatchObject({
      sent_at: null,
      failed_at: null,
      attempts: 1,
      next_attempt_at: minutes(now, 1),
    });
  });

  it('gives up texts older than an hour instead of texting a backlog', async () => {
    const now = new Date();
    const [old] = await db.query<{ id: string }>(
      `insert into sms_outbox (to_number, body, template, created_at) values ('+17345550123', 'Old code', 'sms_help', $1)
       returning id`,
      [minutes(now, -TEXT_MAX_AGE_HOURS * 60 - 1)],
    );

    expect(await deliverTexts(db, sender, { now })).toBe(0);

    expect(await row(old!.id)).toMatchObject({
      sent_at: null,
      failed_at: now,
      failure: 'Not sent: more than 1 hour old when delivery was tried.',
    });
    expect(twilio.received).toEqual([]);
  });

  it('never sends one text twice from runs at the same time', async () => {
    for (let index = 0; index < 6; index++) await queue(`+1734555012${index}`);
    const now = new Date();

    const sent = await Promise.all([deliverTexts(db, sender, { now }), deliverTexts(db, sender, { now })]);

    expect(sent[0] + sent[1]).toBe(6);
    expect(twilio.received.map((text) => text.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `+1734555012${index}`),
    );
  });
});

describe('SMS configuration', () => {
  const refusal = (env: Parameters<typeof readSmsConfig>[0]) => {
    try {
      readSmsConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('sends nothing without an account, and refuses a sender without one', () => {
    expect(readSmsConfig({})).toBeUndefined();
    expect(readSmsConfig({ TWILIO_AUTH_TOKEN: TOKEN })).toBeUndefined();
    expect(refusal({ TWILIO_FROM: STORE_NUMBER })).toContain('TWILIO_ACCOUNT_SID must be set');
  });

  it('takes the account with one sender', () => {
    expect(readSmsConfig({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: STORE_NUMBER })).toEqual(
      config(),
    );
    expect(
      readSmsConfig({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_MESSAGING_SERVICE_SID: SERVICE }),
    ).toEqual(config({ messagingServiceSid: SERVICE }));
  });

  it('refuses what Twilio would refuse', () => {
    expect(refusal({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: STORE_NUMBER })).toContain(
      'AC followed by 32',
    );
    expect(refusal({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_FROM: STORE_NUMBER })).toBe(
      'TWILIO_AUTH_TOKEN must be set when TWILIO_ACCOUNT_SID is.',
    );
    expect(refusal({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN })).toContain('TWILIO_FROM (a number');
    expect(refusal({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '7345550100' })).toContain(
      'E.164',
    );
    expect(
      refusal({
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: STORE_NUMBER,
        TWILIO_MESSAGING_SERVICE_SID: SERVICE,
      }),
    ).toContain('not both');
  });
});
