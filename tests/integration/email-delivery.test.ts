import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import {
  deliverOutbox,
  MAX_AGE_HOURS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MINUTES,
  storeMailFrom,
} from '#server/mail/deliver-outbox.ts';
import { emailsTo, queueEmail } from '#server/mail/outbox.ts';
import { createSmtpSender, type MailSender } from '#server/mail/smtp-sender.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/** What the local SMTP server accepted: one entry per message, as it came over the wire. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const FROM = 'River Raisin Cannabis Co. <orders@example.com>';
/** Recipients the server answers `550` for, as a mailbox that does not exist. */
const REFUSED = /@refused\.example$/;

/** A real SMTP server on localhost (plain SMTP, credentials required as a real relay would). */
async function startSmtpServer(received: Received[]): Promise<{ url: string; close(): Promise<void> }> {
  const options: SMTPServerOptions = {
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'store' && auth.password === 'p@ss word') callback(null, { user: 'store' });
      else callback(new Error('Invalid credentials'));
    },
    onRcptTo(address, _session, callback) {
      if (REFUSED.test(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://store:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The store (name and colours) the HTML part is made with; the tests run with and without one. */
async function insertStoreOnce(db: Database): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from store_settings');
  if (row!.count === 0) await insertTestStore(db);
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ');
}

describe(`email outbox delivery over SMTP on ${testEngine}`, () => {
  let db: Database;
  let smtp: { url: string; close(): Promise<void> };
  let sender: MailSender;
  const received: Received[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    smtp = await startSmtpServer(received);
    sender = createSmtpSender(smtp.url, FROM);
  });

  afterAll(async () => {
    await smtp.close();
    await db.close();
  });

  beforeEach(async () => {
    received.length = 0;
    await db.query('delete from email_outbox');
  });

  const queue = (to: string, subject = `Hello ${to}`) =>
    queueEmail(db, { to, subject, text: `Body for ${to}\nLine two.`, template: 'order_placed' });

  async function row(id: string) {
    const [found] = await db.query<{
      sent_at: Date | null;
      failed_at: Date | null;
      failure: string | null;
      attempts: number;
      next_attempt_at: Date | null;
    }>('select sent_at, failed_at, failure, attempts, next_attempt_at from email_outbox where id = $1', [id]);
    return found!;
  }

  it('sends every pending email once, oldest first, and marks it sent', async () => {
    const first = await queue('ada@example.com', 'Order R-1001 is in');
    const second = await queue('grace@example.com');
    const now = new Date();

    expect(await deliverOutbox(db, sender, { now })).toBe(2);

    expect(received.map((message) => message.to)).toEqual([['ada@example.com'], ['grace@example.com']]);
    const [message] = received;
    expect(message!.from).toBe('orders@example.com');
    expect(header(message!.raw, 'From')).toBe('"River Raisin Cannabis Co." <orders@example.com>');
    expect(header(message!.raw, 'Subject')).toBe('Order R-1001 is in');
    expect(header(message!.raw, 'Message-ID')).toBe(`<${first}@example.com>`);
    expect(header(message!.raw, 'X-Email-Template')).toBe('order_placed');
    expect(message!.raw).toContain('Body for ada@example.com\r\nLine two.');
    for (const id of [first, second]) {
      expect(await row(id)).toMatchObject({ sent_at: now, failed_at: null, failure: null, attempts: 1 });
    }

    expect(await deliverOutbox(db, sender, { now: new Date(now.getTime() + 3_600_000) })).toBe(0);
    expect(received).toHaveLength(2);
  });

  it('keeps the HTML part beside the text and sends both as multipart/alternative', async () => {
    await insertStoreOnce(db);
    const id = await queueEmail(db, {
      to: 'ada@example.com',
      subject: 'Your order & you',
      text: 'Hi Ada,\n\nTrack it at https://shop.example.com/order-tracker.\n\n- 1 × Gelato <3.5 g>',
      template: 'order_placed',
    });
    const [stored] = await emailsTo(db, 'ada@example.com');
    expect(stored!.id).toBe(id);
    expect(stored!.html).toContain('<title>Your order &amp; you</title>');
    expect(stored!.html).toContain('<a href="https://shop.example.com/order-tracker"');
    expect(stored!.html).toContain('<li style="margin:0 0 4px;">1 × Gelato &lt;3.5 g&gt;</li>');

    expect(await deliverOutbox(db, sender)).toBe(1);
    const raw = received[0]!.raw;
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
    const parts = raw.split(/\r\n--[^\r\n]+\r\n/).filter((part) => header(part, 'Content-Type') !== undefined);
    expect(parts.slice(1).map((part) => header(part, 'Content-Type'))).toEqual([
      'text/plain; charset=utf-8',
      'text/html; charset=utf-8',
    ]);
    // Each part as it travels (quoted-printable), read back.
    const decoded = (part: string) =>
      Buffer.from(
        part
          .slice(part.indexOf('\r\n\r\n') + 4)
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    expect(decoded(parts[1]!)).toContain('Track it at https://shop.example.com/order-tracker.');
    expect(decoded(parts[2]!)).toContain('<a href="https://shop.example.com/order-tracker"');
    expect(decoded(parts[2]!)).toContain('1 × Gelato &lt;3.5 g&gt;');
  });

  it('sends an email queued for later once it is due, and counts its age from then', async () => {
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 20 * 3_600_000);
    const later = await queueEmail(db, {
      to: 'ada@example.com',
      subject: 'How was it?',
      text: 'Tell us.',
      template: 'pickup_follow_up',
      sendAt: tomorrow,
    });
    expect(await deliverOutbox(db, sender, { now })).toBe(0);
    expect(await deliverOutbox(db, sender, { now: new Date(tomorrow.getTime() - 60_000) })).toBe(0);
    // Due 20 hours after it was queued, and sent then although MAX_AGE_HOURS count from its queuing would soon give it up.
    expect(
      await deliverOutbox(db, sender, { now: new Date(tomorrow.getTime() + (MAX_AGE_HOURS - 1) * 3_600_000) }),
    ).toBe(1);
    expect(received.flatMap((message) => message.to)).toEqual(['ada@example.com']);
    expect((await row(later)).attempts).toBe(1);
  });

  it('keeps the order of emails queued within the same millisecond', async () => {
    const queuedAt = '2026-11-25 12:00:00.0004';
    // The newer email has the smaller id, so only created_at's microseconds put the older first.
    await db.query(
      `insert into email_outbox (id, to_address, subject, body_text, template, created_at) values
         ('ffffffff-ffff-4fff-bfff-ffffffffffff', 'older@example.com', 'Older', 'Older', 'order_placed', $1::timestamptz),
         ('00000000-0000-4000-8000-000000000000', 'newer@example.com', 'Newer', 'Newer', 'order_placed', $1::timestamptz + interval '1 microsecond')`,
      [`${queuedAt}Z`],
    );

    expect(await deliverOutbox(db, sender, { now: new Date('2026-11-25T12:01:00Z') })).toBe(2);

    expect(received.map((message) => message.to)).toEqual([['older@example.com'], ['newer@example.com']]);
  });

  it('sends a batch per run and leaves the rest to the next', async () => {
    for (let index = 0; index < 5; index++) await queue(`customer${index}@example.com`);
    expect(await deliverOutbox(db, sender, { batch: 3 })).toBe(3);
    expect(await deliverOutbox(db, sender, { batch: 3 })).toBe(2);
    expect(received.flatMap((message) => message.to).sort()).toEqual(
      [0, 1, 2, 3, 4].map((index) => `customer${index}@example.com`),
    );
  });

  it('retries a refused email later and gives it up after the last attempt', async () => {
    const refused = await queue('nobody@refused.example');
    const fine = await queue('ada@example.com');
    let now = new Date();

    expect(await deliverOutbox(db, sender, { now })).toBe(1);
    expect(received.flatMap((message) => message.to)).toEqual(['ada@example.com']);
    expect(await row(fine)).toMatchObject({ attempts: 1, failed_at: null });
    const afterFirst = await row(refused);
    expect(afterFirst).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(afterFirst.failure).toContain('550');
    expect(afterFirst.next_attempt_at).toEqual(new Date(now.getTime() + RETRY_DELAYS_MINUTES[0] * 60_000));

    // Not before its retry time.
    expect(await deliverOutbox(db, sender, { now: new Date(now.getTime() + 30_000) })).toBe(0);
    expect((await row(refused)).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = (await row(refused)).next_attempt_at!;
      expect(await deliverOutbox(db, sender, { now })).toBe(0);
      expect((await row(refused)).attempts).toBe(attempt);
    }
    const given = await row(refused);
    expect(given).toMatchObject({ sent_at: null, failed_at: now, attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect(given.failure).toContain('550');

    expect(await deliverOutbox(db, sender, { now: new Date(now.getTime() + 86_400_000) })).toBe(0);
    expect((await row(refused)).attempts).toBe(MAX_ATTEMPTS);
    expect(received.flatMap((message) => message.to)).toEqual(['ada@example.com']);
  });

  it('retries when the server cannot be reached', async () => {
    const id = await queue('ada@example.com');
    const down = createSmtpSender('smtp://store:x@127.0.0.1:1', FROM);
    const now = new Date();
    expect(await deliverOutbox(db, down, { now })).toBe(0);
    expect(await row(id)).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(await deliverOutbox(db, sender, { now: new Date(now.getTime() + 60_000) })).toBe(1);
    expect(await row(id)).toMatchObject({ failure: null, attempts: 2 });
  });

  it('never sends one email twice from runs at the same time', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) ids.push(await queue(`customer${index}@example.com`));
    const now = new Date();

    const counts = await Promise.all([1, 2, 3, 4].map(() => deliverOutbox(db, sender, { now, batch: 5 })));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    const messageIds = received.map((message) => header(message.raw, 'Message-ID'));
    expect(messageIds).toHaveLength(12);
    expect(new Set(messageIds).size).toBe(12);
    const rows = await db.query<{ attempts: number }>('select attempts from email_outbox where sent_at is not null');
    expect(rows.map((found) => found.attempts)).toEqual(Array(12).fill(1));
  });

  it('gives up emails queued too long ago instead of mailing a backlog', async () => {
    const old = await queue('ada@example.com');
    const now = new Date();
    await db.query('update email_outbox set created_at = $2 where id = $1', [
      old,
      new Date(now.getTime() - (MAX_AGE_HOURS + 1) * 3_600_000),
    ]);
    expect(await deliverOutbox(db, sender, { now })).toBe(0);
    expect(received).toHaveLength(0);
    expect(await row(old)).toMatchObject({ sent_at: null, failed_at: now, attempts: 0 });
  });

  it("sends from the store's name and email when MAIL_FROM is unset", async () => {
    await insertStoreOnce(db);
    const [store] = await db.query<{ name: string; email: string }>('select name, email from store_settings');
    await queue('ada@example.com');
    expect(
      await deliverOutbox(
        db,
        createSmtpSender(smtp.url, () => storeMailFrom(db)),
      ),
    ).toBe(1);
    expect(received[0]!.from).toBe(store!.email);
    expect(header(received[0]!.raw, 'From')).toContain(`<${store!.email}>`);
  });
});
