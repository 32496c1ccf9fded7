import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordConsent } from '#server/consent/ledger.ts';
import { takeInboundText } from '#server/consent/sms-replies.ts';
import { confirmPhoneCode, requestPhoneCode } from '#server/customers/phone-change.ts';
import { getCustomerProfile, updateCustomerProfile } from '#server/customers/profiles.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { textsTo } from '#server/sms/sms-outbox.ts';
import { testBrowser } from '../support/auth-request.ts';
import { refusal } from '../support/refusal.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const ORIGIN = 'https://shop.example.com';
const NOW = new Date('2026-12-07T15:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const OPT_IN = { optIn: { storeName: 'Test Store', origin: ORIGIN } };

describe(`changing an account's phone with a texted code on ${testEngine}`, () => {
  let db: Database;
  let clientNumber = 0;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  /** A signed-in customer, as the account pages see them, asking from an address of their own. */
  async function customer(email: string) {
    const browser = testBrowser(db);
    await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName: 'Dana Owner' });
    const account = (await loadSignedInAccount(db, (await browser.request().currentUser())!)) as SignedInAccount;
    const ipAddress = `198.51.100.${++clientNumber}`;
    return {
      account,
      ask: (phone: string, now = NOW) => requestPhoneCode(db, account, { phone, ipAddress, now }),
      confirm: (code: string, now = NOW) => confirmPhoneCode(db, account, { code, origin: ORIGIN, now }),
      profile: async () => (await getCustomerProfile(db, account.id))!,
      verifiedAt: async () =>
        (
          await db.query<{ at: Date | null }>('select phone_verified_at as at from profiles where id = $1', [
            account.id,
          ])
        )[0]?.at ?? null,
    };
  }

  /** The code in the newest text to the number. */
  async function textedCode(phone: string): Promise<string> {
    const [text] = await textsTo(db, `+1${phone}`, 1);
    expect(text?.template).toBe('phone_verification_code');
    return /\b(\d{6})\b/.exec(text!.body)![1]!;
  }

  /** A customer whose number is already proven. */
  async function withProvenPhone(email: string, phone: string) {
    const someone = await customer(email);
    await someone.ask(phone);
    await someone.confirm(await textedCode(phone));
    return someone;
  }

  it('saves the number only once the code texted to it comes back, with the moment it was proven', async () => {
    const dana = await customer('dana.phone@example.com');
    expect(await dana.ask('(734) 555-0201'.replace(/\D/g, ''))).toMatchObject({ sentTo: '7345550201' });
    const code = await textedCode('7345550201');
    expect((await dana.profile()).phone).toBeNull();
    // Kept hashed: the stored row does not hold the code.
    const [stored] = await db.query<{ code_hash: string }>(
      'select code_hash from phone_verifications where account_id = $1',
      [dana.account.id],
    );
    expect(stored!.code_hash).not.toContain(code);

    expect(await dana.confirm(code, later(60))).toEqual({ phone: '7345550201' });
    expect(await dana.profile()).toMatchObject({ phone: '7345550201', phoneVerified: true });
    expect(await dana.verifiedAt()).toEqual(later(60));
    // The code works once.
    expect((await refusal(dana.confirm(code, later(61)))).status).toBe(409);
  });

  it('answers a wrong code 400 and changes nothing; the fifth wrong code ends it, so the right one no longer works', async () => {
    const lee = await withProvenPhone('lee.phone@example.com', '7345550211');
    await lee.ask('7345550212');
    const code = await textedCode('7345550212');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await refusal(lee.confirm(wrong));
    expect(first).toMatchObject({ status: 400, message: 'That code is not right. 4 tries left.' });
    for (let guess = 0; guess < 3; guess++) expect((await refusal(lee.confirm(wrong))).status).toBe(400);
    expect(await refusal(lee.confirm(wrong))).toMatchObject({
      status: 429,
      message: 'Too many wrong codes. Ask for a new one.',
    });
    expect((await refusal(lee.confirm(code))).status).toBe(409);
    expect(await lee.profile()).toMatchObject({ phone: '7345550211', phoneVerified: true });
    expect(await lee.verifiedAt()).toEqual(NOW);
  });

  it('answers an expired code 410 and keeps the number it had', async () => {
    const kim = await withProvenPhone('kim.phone@example.com', '7345550221');
    await kim.ask('7345550222', later(60));
    const refused = await refusal(kim.confirm(await textedCode('7345550222'), later(60 + 10 * 60)));
    expect(refused).toMatchObject({ status: 410, fields: { code: ['That code has expired. Ask for a new one.'] } });
    expect((await kim.profile()).phone).toBe('7345550221');
  });

  it('texts one number at most 3 codes an hour, whoever asks, and one account at most 5 numbers', async () => {
    const sam = await customer('sam.phone@example.com');
    for (let ask = 0; ask < 3; ask++) await sam.ask('7345550231');
    const flooded = await refusal(sam.ask('7345550231'));
    expect(flooded).toMatchObject({ status: 429 });
    expect(flooded.message).toMatch(/^We already sent 3 codes to this number this hour\./);
    expect(Number(flooded.headers['Retry-After'])).toBeGreaterThan(0);
    expect((await refusal((await customer('sam.other@example.com')).ask('7345550231'))).status).toBe(429);
    expect(await textsTo(db, '+17345550231')).toHaveLength(3);

    const pat = await customer('pat.phone@example.com');
    for (const last of [1, 2, 3, 4, 5]) await pat.ask(`734555024${last}`);
    const spread = await refusal(pat.ask('7345550246'));
    expect(spread.message).toMatch(/^This account asked for 5 codes this hour\./);
    expect(await textsTo(db, '+17345550246')).toEqual([]);
    // The next hour, the allowance is back.
    await pat.ask('7345550246', later(60 * 60));
    expect(await textsTo(db, '+17345550246')).toHaveLength(1);
  });

  it('tells the number being replaced by email to the account, unless it agreed to order texts', async () => {
    const robin = await withProvenPhone('robin.phone@example.com', '7345550251');
    await robin.ask('7345550252');
    await robin.confirm(await textedCode('7345550252'));
    const [notice] = await emailsTo(db, 'robin.phone@example.com', 1);
    expect(notice).toMatchObject({
      template: 'phone_change_notice',
      subject: 'The phone number of your Test Store account changed',
    });
    expect(notice!.text).toContain('the number ending in 0252 instead of (734) 555-0251');
    expect(notice!.text).toContain(`${ORIGIN}/account/forgot-password`);
    expect((await textsTo(db, '+17345550251')).map((text) => text.template)).toEqual(['phone_verification_code']);

    const jo = await withProvenPhone('jo.phone@example.com', '7345550261');
    await recordConsent(db, {
      channel: 'sms',
      address: '+17345550261',
      purpose: 'order_updates',
      status: 'subscribed',
      source: 'profile',
      disclosure: { key: 'order-texts', version: 1, text: 'Text me order updates.' },
      now: NOW,
    });
    await jo.ask('7345550262');
    await jo.confirm(await textedCode('7345550262'));
    const [told] = await textsTo(db, '+17345550261', 1);
    expect(told).toMatchObject({ template: 'phone_change_notice' });
    expect(told!.body).toContain('the number ending in 0262 instead of this one');
    expect((await emailsTo(db, 'jo.phone@example.com')).map((email) => email.template)).not.toContain(
      'phone_change_notice',
    );
  });

  it('sends no code to a number that texted STOP until it texts START', async () => {
    const ash = await customer('ash.phone@example.com');
    const reply = (body: string, id: string, at: Date) =>
      takeInboundText(db, { provider: 'twilio', messageId: id, from: '+17345550271', body }, at);
    await reply('STOP', 'SM-stop-1', NOW);
    expect(await refusal(ash.ask('7345550271'))).toMatchObject({
      status: 409,
      fields: { phone: [expect.any(String)] },
    });
    expect(await db.query(`select 1 from phone_verifications where phone = '7345550271'`)).toEqual([]);
    await reply('START', 'SM-start-1', later(60));
    await ash.ask('7345550271');
    await textedCode('7345550271');
  });

  it('keeps a number typed on the profile unproven, and refuses the profile form a change to a proven one', async () => {
    const casey = await customer('casey.phone@example.com');
    const details = {
      fullName: 'Casey Phone',
      phone: '7345550281',
      birthday: null,
      medicalCardNumber: null,
      medicalCardExpiresOn: null,
      emailMarketing: false,
      smsMarketing: false,
    };
    await updateCustomerProfile(db, casey.account.id, details, { ...OPT_IN, now: NOW });
    expect(await casey.profile()).toMatchObject({ phone: '7345550281', phoneVerified: false });
    await updateCustomerProfile(db, casey.account.id, { ...details, phone: '7345550282' }, { ...OPT_IN, now: NOW });
    expect(await casey.profile()).toMatchObject({ phone: '7345550282', phoneVerified: false });

    await casey.ask('7345550282');
    await casey.confirm(await textedCode('7345550282'));
    for (const phone of ['7345550283', null]) {
      const refused = await refusal(
        updateCustomerProfile(
          db,
          casey.account.id,
          { ...details, fullName: 'Someone Else', phone },
          { ...OPT_IN, now: NOW },
        ),
      );
      expect(refused).toMatchObject({ status: 409, fields: { phone: [expect.stringMatching(/verified/)] } });
    }
    expect(await casey.profile()).toMatchObject({ fullName: 'Casey Phone', phone: '7345550282', phoneVerified: true });
    // The proven number itself goes with the rest of the form as before.
    await updateCustomerProfile(
      db,
      casey.account.id,
      { ...details, phone: '7345550282', fullName: 'Casey P' },
      {
        ...OPT_IN,
        now: NOW,
      },
    );
    expect(await casey.profile()).toMatchObject({ fullName: 'Casey P', phone: '7345550282', phoneVerified: true });
  });
});
