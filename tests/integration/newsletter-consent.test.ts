import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { DISCLOSURES } from '#lib/consent/disclosures.ts';
import { parseCsv } from '#lib/staff/csv.ts';
import { consentState } from '#server/consent/ledger.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { confirmationView, confirmSignup } from '#server/newsletter/confirmation.ts';
import { sendIssue } from '#server/newsletter/admin/issues.ts';
import { signUpForNewsletter } from '#server/newsletter/signup.ts';
import { unsubscribePage } from '#server/newsletter/unsubscribe.ts';
import { textsTo } from '#server/sms/sms-outbox.ts';
import { twilioSignature } from '#server/sms/twilio-inbound.ts';
import { GET as ledgerCsv } from '../../src/pages/api/dashboard/newsletter/subscribers/ledger.ts';
import { POST as inboundSms } from '../../src/pages/api/sms/inbound.ts';
import recorded from '../fixtures/twilio/inbound-stop.json' with { type: 'json' };
import { callEndpoint, insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const NOW = new Date('2026-12-01T17:00:00Z');
const ORIGIN = 'https://shop.example.com';
const DAY = 24 * 60 * 60 * 1000;
const config = { recaptchaSecretKey: undefined };
const AUTH_TOKEN = 'twilio-auth-token-for-tests';

let address = 0;
/** A different network address per sign-up, so the form's rate limit is not what a test meets. */
const nextClient = () => `198.51.100.${++address}`;

function signUp(
  db: Database,
  email: string,
  extra: Partial<Parameters<typeof signUpForNewsletter>[2]> = {},
  now = NOW,
) {
  return signUpForNewsletter(
    db,
    config,
    {
      email,
      birthdate: '1990-04-20',
      adult: true,
      phone: null,
      smsMarketing: false,
      website: '',
      recaptchaToken: '',
      ...extra,
    },
    { clientAddress: nextClient(), origin: ORIGIN, now },
  );
}

/** The token of the newest email's link under `path` (`/newsletter/confirm/`). */
async function linkToken(db: Database, email: string, path: string): Promise<string> {
  const [newest] = await emailsTo(db, email, 1);
  const match = new RegExp(`${ORIGIN}${path}(\\S+)`).exec(newest?.text ?? '');
  if (!match) throw new Error(`No ${path} link in the newest email to ${email}`);
  return match[1]!;
}

async function emailStatus(db: Database, email: string) {
  return (await consentState(db, 'email', email, 'marketing'))?.status ?? null;
}

/** Twilio's recorded webhook with another body and sender, signed for the endpoint's URL unless told. */
function twilioRequest(
  body: string,
  { from = '+17345550123', sid = 'SMa', signature }: { from?: string; sid?: string; signature?: string } = {},
) {
  const url = `${ORIGIN}/api/sms/inbound`;
  const params: Record<string, string> = {
    ...recorded.params,
    Body: body,
    From: from,
    MessageSid: sid,
    SmsMessageSid: sid,
    SmsSid: sid,
  };
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': recorded.contentType,
      'X-Twilio-Signature': signature ?? twilioSignature(AUTH_TOKEN, url, params),
    },
    body: new URLSearchParams(params),
  });
}

function callWebhook(db: Database, request: Request): Promise<Response> {
  const context = {
    request,
    url: new URL(request.url),
    params: {},
    locals: { db, config: { twilioAuthToken: AUTH_TOKEN, siteUrl: ORIGIN }, clock: { now: () => NOW } },
  } as unknown as APIContext;
  return Promise.resolve(inboundSms(context));
}

describe(`the newsletter and the consent ledger on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  it('keeps a sign-up pending until its link is confirmed, once; a second visit says it is already confirmed', async () => {
    await signUp(db, 'Pat@Example.com');
    expect(await emailStatus(db, 'pat@example.com')).toBe('pending');
    const token = await linkToken(db, 'pat@example.com', '/newsletter/confirm/');
    // Opening the link only asks: a mail scanner that follows it confirms nothing.
    expect(await confirmationView(db, token, NOW)).toEqual({ state: 'ready', email: 'pat@example.com' });
    expect(await emailStatus(db, 'pat@example.com')).toBe('pending');

    const later = new Date(NOW.getTime() + DAY);
    expect(await confirmSignup(db, token, { now: later, clientAddress: '203.0.113.9' })).toEqual({
      state: 'confirmed',
      email: 'pat@example.com',
    });
    expect(await emailStatus(db, 'pat@example.com')).toBe('subscribed');
    await confirmSignup(db, token, { now: later, clientAddress: '203.0.113.9' });
    expect(await confirmationView(db, token, later)).toEqual({ state: 'confirmed', email: 'pat@example.com' });
    const events = await db.query<{ status: string; source: string }>(
      `select e.status, e.source from consent_events e join consent_states s on s.id = e.state_id
        where s.address = 'pat@example.com' order by e.occurred_at, e.id`,
    );
    expect(events).toEqual([
      { status: 'pending', source: 'newsletter' },
      { status: 'subscribed', source: 'confirmation-link' },
    ]);
  });

  it('lets a confirmation link expire after 7 days, leaving the address pending', async () => {
    await signUp(db, 'late@example.com');
    const token = await linkToken(db, 'late@example.com', '/newsletter/confirm/');
    const eightDaysOn = new Date(NOW.getTime() + 8 * DAY);
    expect(await confirmSignup(db, token, { now: eightDaysOn, clientAddress: '203.0.113.9' })).toEqual({
      state: 'expired',
    });
    expect(await emailStatus(db, 'late@example.com')).toBe('pending');
    expect(await confirmationView(db, `${token}x`, NOW)).toEqual({ state: 'invalid' });
  });

  it('answers a known address as it answers a new one, and tells the address by email instead', async () => {
    const known = await signUp(db, 'pat@example.com');
    const fresh = await signUp(db, 'new@example.com');
    expect(known).toEqual(fresh);
    const [note] = await emailsTo(db, 'pat@example.com', 1);
    expect(note?.template).toBe('newsletter_already_subscribed');
    expect(await emailStatus(db, 'pat@example.com')).toBe('subscribed');
  });

  it('refuses a sign-up under 21, and records the SMS consent words with their version, pending until the number says YES', async () => {
    const young = await signUp(db, 'kid@example.com', { birthdate: '2010-01-01' }).catch((error: unknown) => error);
    expect(young).toBeInstanceOf(Refusal);
    expect((young as Refusal).status).toBe(422);
    expect(await emailStatus(db, 'kid@example.com')).toBeNull();

    await signUp(db, 'texts@example.com', { phone: '7345550188', smsMarketing: true });
    const [event] = await db.query<{
      status: string;
      disclosure_key: string;
      disclosure_version: number;
      disclosure_text: string;
    }>(
      `select e.status, e.disclosure_key, e.disclosure_version, e.disclosure_text
         from consent_events e join consent_states s on s.id = e.state_id where s.address = '+17345550188'`,
    );
    expect(event).toEqual({
      status: 'pending',
      disclosure_key: 'newsletter-sms',
      disclosure_version: 1,
      disclosure_text: DISCLOSURES.newsletterSms.text('Test Store'),
    });
    expect(event!.disclosure_text).toMatch(
      /Msg & data rates may apply\. Reply STOP to cancel, HELP for help\. Consent is not a condition of purchase\./,
    );
    expect((await textsTo(db, '+17345550188')).map((text) => text.template)).toEqual(['sms_opt_in_request']);
    const [ask] = await textsTo(db, '+17345550188');
    expect(ask!.body).toMatch(/reply YES to get about 4 marketing texts a month/);
    expect(ask!.body).toMatch(/Consent is not a condition of purchase\. Reply HELP for help, STOP to end\.$/);

    // The YES comes back through the provider's webhook: now the texts are subscribed and told so.
    await callWebhook(db, twilioRequest('Yes', { from: '+17345550188', sid: 'SMyes' }));
    expect((await consentState(db, 'sms', '+17345550188', 'marketing'))?.status).toBe('subscribed');
    expect((await textsTo(db, '+17345550188', 1))[0]?.template).toBe('sms_opt_in');
    // A second sign-up of a subscribed number asks nothing again.
    await signUp(db, 'texts@example.com', { phone: '7345550188', smsMarketing: true });
    expect(await textsTo(db, '+17345550188')).toHaveLength(2);
  });

  it('never subscribes a number from the form alone, nor re-subscribes one that texted STOP', async () => {
    await signUp(db, 'stopped@example.com', { phone: '7345550177', smsMarketing: true });
    await callWebhook(db, twilioRequest('YES', { from: '+17345550177', sid: 'SMyes177' }));
    await callWebhook(db, twilioRequest('STOP', { from: '+17345550177', sid: 'SMstop177' }));
    expect((await consentState(db, 'sms', '+17345550177', 'marketing'))?.status).toBe('unsubscribed');
    // Anyone may type the number into the form again: it is not subscribed, and not texted either.
    const texted = (await textsTo(db, '+17345550177')).length;
    await signUp(db, 'someone@example.com', { phone: '7345550177', smsMarketing: true });
    expect((await consentState(db, 'sms', '+17345550177', 'marketing'))?.status).toBe('pending');
    expect(await textsTo(db, '+17345550177')).toHaveLength(texted);
    // Its owner's own START signs it up again.
    await callWebhook(db, twilioRequest('START', { from: '+17345550177', sid: 'SMstart177' }));
    expect((await consentState(db, 'sms', '+17345550177', 'marketing'))?.status).toBe('subscribed');
  });

  it('sends an issue to confirmed subscribers only, every email with both unsubscribe headers', async () => {
    const staff = await insertStaff(db, 'admin@example.test');
    const sent = await sendIssue(
      db,
      staff,
      { subject: 'December at the store', body: 'New arrivals every Friday.' },
      { origin: ORIGIN, now: NOW },
    );
    expect(sent.recipients).toBe(1);
    const issues = await db.query<{ to_address: string; headers: Record<string, string>; body_text: string }>(
      `select to_address, headers, body_text from email_outbox where template = 'newsletter_issue'`,
    );
    expect(issues.map((email) => email.to_address)).toEqual(['pat@example.com']);
    for (const email of issues) {
      expect(email.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe/[A-Za-z0-9_.-]+>$`));
      expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(email.body_text).toContain(email.headers['List-Unsubscribe']!.slice(1, -1));
      expect(email.body_text).toContain(
        'It is illegal to drive a motor vehicle while under the influence of marihuana.',
      );
    }
  });

  it('refuses an issue the advertising rules block, and queues nothing', async () => {
    const staff = await insertStaff(db, 'admin2@example.test');
    const before = await db.query(`select 1 from email_outbox where template = 'newsletter_issue'`);
    const refused = await sendIssue(
      db,
      staff,
      { subject: 'Feel better', body: 'This strain cures anxiety and treats chronic pain.' },
      { origin: ORIGIN, now: NOW },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).status).toBe(422);
    expect(await db.query(`select 1 from email_outbox where template = 'newsletter_issue'`)).toHaveLength(
      before.length,
    );
  });

  it('unsubscribes on the one-click POST, never on a GET', async () => {
    const [issue] = await db.query<{ headers: Record<string, string> }>(
      `select headers from email_outbox where template = 'newsletter_issue' and to_address = 'pat@example.com'`,
    );
    const token = issue!.headers['List-Unsubscribe']!.replace(/^<.*\/unsubscribe\//, '').replace(/>$/, '');
    // After the confirmation (a day after NOW), as the ledger's order shows.
    const later = new Date(NOW.getTime() + 2 * DAY);
    const visit = (method: string) => unsubscribePage(db, token, { method, now: later, clientAddress: '192.0.2.1' });

    const asked = await visit('GET');
    expect(asked).toMatchObject({ state: 'ask', email: 'pat@example.com', subscribed: true });
    expect(await emailStatus(db, 'pat@example.com')).toBe('subscribed');

    expect(await visit('POST')).toMatchObject({ state: 'unsubscribed', email: 'pat@example.com' });
    expect(await emailStatus(db, 'pat@example.com')).toBe('unsubscribed');
    expect(await visit('POST')).toMatchObject({ state: 'unsubscribed' });
    const changes = await db.query(
      `select 1 from consent_events e join consent_states s on s.id = e.state_id
        where s.address = 'pat@example.com' and e.source = 'unsubscribe-link'`,
    );
    expect(changes).toHaveLength(1);
    expect(
      await unsubscribePage(db, 'not-a-token', {
        method: 'POST',
        now: NOW,
        clientAddress: '192.0.2.1',
      }),
    ).toEqual({
      state: 'invalid',
    });
  });

  it.each([
    ['STOP', '+17345550201'],
    ['Stop texting me', '+17345550202'],
    ['UNSUBSCRIBE', '+17345550203'],
  ])('revokes SMS consent on %j and queues one confirmation with no marketing', async (body, phone) => {
    await signUp(db, `sms${phone.slice(-3)}@example.com`, { phone, smsMarketing: true });
    await callWebhook(db, twilioRequest('YES', { from: phone, sid: `SMyes${phone.slice(-4)}` }));
    expect((await consentState(db, 'sms', phone, 'marketing'))?.status).toBe('subscribed');
    const request = () => twilioRequest(body, { from: phone, sid: `SM${phone.slice(-4)}` });
    const answer = await callWebhook(db, request());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/xml/);
    expect((await consentState(db, 'sms', phone, 'marketing'))?.status).toBe('unsubscribed');
    // Twilio retries a webhook it thinks failed: the same message is not taken twice.
    await callWebhook(db, request());
    const confirmations = (await textsTo(db, phone)).filter((text) => text.template === 'sms_opt_out_confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.body).not.toMatch(/deal|sale|%|off\b|new arrivals/i);
  });

  it('refuses a webhook with a wrong signature (403) and changes nothing; HELP gets the help text', async () => {
    await signUp(db, 'keep@example.com', { phone: '7345550299', smsMarketing: true });
    const forged = await callWebhook(
      db,
      twilioRequest('STOP', { from: '+17345550299', sid: 'SMforged', signature: 'bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==' }),
    );
    expect(forged.status).toBe(403);
    expect((await consentState(db, 'sms', '+17345550299', 'marketing'))?.status).toBe('pending');
    expect(await db.query(`select 1 from sms_inbound where provider_message_id = 'SMforged'`)).toHaveLength(0);

    await callWebhook(db, twilioRequest('help', { from: '+17345550299', sid: 'SMhelp' }));
    const [help] = await textsTo(db, '+17345550299', 1);
    expect(help?.template).toBe('sms_help');
    expect(help?.body).toMatch(/Reply STOP to cancel/);
    expect((await consentState(db, 'sms', '+17345550299', 'marketing'))?.status).toBe('pending');
  });

  it('exports every change of the ledger as CSV, with source and disclosure version', async () => {
    const staff = await insertStaff(db, 'admin3@example.test');
    const response = await callEndpoint(ledgerCsv, {
      db,
      staff: { ...staff, role: 'admin' },
      config: { mediaDir: '', mediaBucket: 'media', supabase: undefined },
      request: new Request('http://shop.test/api/dashboard/newsletter/subscribers/ledger'),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const parsed = parseCsv(await response.text());
    if (!parsed.ok) throw new Error(parsed.message);
    const [header, ...rows] = parsed.records.map((record) => record.cells);
    expect(header).toEqual([
      'occurred_at',
      'channel',
      'address',
      'purpose',
      'status',
      'source',
      'disclosure_key',
      'disclosure_version',
      'disclosure_text',
      'client_address',
    ]);
    const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from consent_events')) as [
      { count: number },
    ];
    expect(rows).toHaveLength(count);
    const pat = rows.filter((row) => row[2] === 'pat@example.com').map((row) => [row[4], row[5], row[6], row[7]]);
    expect(pat).toEqual([
      ['pending', 'Newsletter sign-up', 'newsletter-email', '1'],
      ['subscribed', 'Confirmation link', 'confirmation-link', '1'],
      ['unsubscribed', 'Unsubscribe link', 'one-click-unsubscribe', '1'],
    ]);
  });
});
