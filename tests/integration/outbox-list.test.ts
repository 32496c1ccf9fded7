import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, OutboxQuery } from '#lib/mail/outbox.ts';
import type { Database } from '#server/db/database.ts';
import { listOutbox } from '#server/mail/admin/outbox-list.ts';
import { queueEmail } from '#server/mail/outbox.ts';
import { GET } from '../../src/pages/api/dashboard/mail/index.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Emails to people without an account, as the store sends them: nothing else in the outbox names them. */
const GUEST_EMAILS = [
  { to: 'Gale.Guest@Example.com', subject: 'How was your order?', template: 'review_invite' },
  { to: 'gale.guest@example.com', subject: 'One question about your first visit', template: 'purchase_feedback' },
  { to: 'press@riverdesk.example', subject: 'Your media kit link', template: 'press_media_kit' },
];

describe(`every email the store sent, for admins (GET /api/dashboard/mail) on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (let index = 0; index < OUTBOX_PAGE_SIZE; index++) {
      await queueEmail(db, {
        to: `customer${index}@example.com`,
        subject: `Order RR-${String(index).padStart(6, '0')} is ready`,
        text: 'Come and get it.',
        template: 'order_ready',
      });
    }
    await db.query(`update email_outbox set created_at = now() - interval '1 hour'`);
    for (const [minutes, email] of GUEST_EMAILS.entries()) {
      const id = await queueEmail(db, { ...email, text: `${email.subject}\nhttps://shop.test/link/secret` });
      await db.query(`update email_outbox set created_at = now() + $2 * interval '1 minute' where id = $1`, [
        id,
        minutes,
      ]);
    }
  });
  afterAll(() => db.close());

  const NOW = new Date('2026-12-06T18:00:00Z');
  const list = (raw: Record<string, string>, now = NOW) => listOutbox(db, OutboxQuery.parse(raw), now);

  it('lists every email newest first, guests’ and the press’s included, with both its parts and where it stands', async () => {
    const first = await list({});
    expect(first.emails).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.emails.slice(0, 3).map((email) => email.template)).toEqual([
      'press_media_kit',
      'purchase_feedback',
      'review_invite',
    ]);
    expect(first.emails[0]).toMatchObject({
      to: 'press@riverdesk.example',
      subject: 'Your media kit link',
      text: 'Your media kit link\nhttps://shop.test/link/secret',
      dueAt: null,
      sentAt: null,
      failedAt: null,
    });
    expect(first.emails[0]?.html).toContain('<a href="https://shop.test/link/secret"');
    await db.query(`update email_outbox set body_html = null where to_address = 'press@riverdesk.example'`);
    expect((await list({ q: 'press' })).emails[0]?.html).toBeNull();
    const second = await list({ page: '2' });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.emails).toHaveLength(GUEST_EMAILS.length);
  });

  it('finds the emails to an address by how it starts, in any case, and nothing for a pattern', async () => {
    const guest = await list({ q: 'GALE.G' });
    expect(guest.emails.map((email) => email.template)).toEqual(['purchase_feedback', 'review_invite']);
    expect((await list({ q: 'gale.guest@example.com' })).emails).toHaveLength(2);
    expect((await list({ q: 'example.com' })).emails).toEqual([]);
    expect((await list({ q: '%' })).emails).toEqual([]);
  });

  it('says when an email waiting for its time is due, by the clock it is given, and nothing once it is due', async () => {
    const due = new Date('2026-12-07T15:00:00Z');
    await queueEmail(db, {
      to: 'dana.due@example.com',
      subject: 'How was your pickup?',
      text: 'Tell us.',
      template: 'review_invite',
      sendAt: due,
    });
    const waiting = await list({ q: 'dana.due' });
    expect(waiting.emails.map((email) => email.dueAt)).toEqual([due.toISOString()]);
    const later = await list({ q: 'dana.due' }, new Date('2026-12-07T15:00:01Z'));
    expect(later.emails.map((email) => email.dueAt)).toEqual([null]);
    await db.query(`update email_outbox set sent_at = $1 where to_address = 'dana.due@example.com'`, [NOW]);
    expect((await list({ q: 'dana.due' })).emails.map((email) => email.dueAt)).toEqual([null]);
  });

  it('answers the page over HTTP, and refuses a page that is not a number', async () => {
    const staff = await insertStaff(db, 'admin@example.test');
    const call = (query: string) =>
      callEndpoint(GET, { db, staff, config: {} as never, now: NOW, request: jsonRequest('GET', `emails${query}`) });
    const answer = await call('?q=press');
    expect(answer.status).toBe(200);
    expect((await answer.json()).emails.map((email: { to: string }) => email.to)).toEqual(['press@riverdesk.example']);
    const refused = await call('?page=last');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: expect.any(String),
      fields: { page: ['Pages are numbered from 1.'] },
    });
  });
});
