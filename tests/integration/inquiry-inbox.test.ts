import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { newSecretToken } from '#server/auth/secret-token.ts';
import {
  bookTour,
  loadMediaKitPage,
  submitContactMessage,
  submitPressRequest,
  type PublicSubmit,
} from '#server/inquiries/index.ts';
import {
  approvePressRequest,
  cancelTourSlot,
  createTourSlot,
  listInquiries,
  loadTourCalendar,
  replyToInquiry,
  requireInquiryDetail,
  setInquiryStatus,
  updateTourSlot,
} from '#server/inquiries/admin/index.ts';
import { tourForm } from '#lib/inquiries/inquiry-forms.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { createSignedToken } from '#server/security/signed-token.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { insertMediaRow } from '../support/content-fixtures.ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import { insertTestStore } from '../support/test-store.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { refusal } from '../support/refusal.ts';

const now = new Date('2026-12-01T15:00:00Z');
const proof = { website: '', recaptchaToken: '' };
const everything = { kind: 'all', status: 'all', q: '', page: 1 } as const;

describe(`the dashboard inbox on ${testEngine}`, () => {
  let db: Database;
  let context: PublicSubmit;
  let admin: Awaited<ReturnType<typeof insertStaff>>;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    admin = await insertStaff(db, 'admin@example.test');
    context = { config: {}, store: await getStoreSettings(db), clientAddress: '198.51.100.1', now };
  });
  afterAll(() => db.close());

  it('finds requests by kind, status and words, replies by email, and closes them, each in the audit log', async () => {
    await submitContactMessage(
      db,
      {
        ...proof,
        submissionKey: newSecretToken(),
        name: 'Pat Quinn',
        email: 'pat@example.test',
        topic: 'rewards',
        message: 'My points 100% vanished',
      },
      context,
    );
    const press = await submitPressRequest(
      db,
      {
        ...proof,
        submissionKey: newSecretToken(),
        name: 'Lee Press',
        email: 'lee@paper.test',
        outlet: 'Detroit Weekly',
        purpose: 'Feature',
      },
      context,
    );
    expect((await listInquiries(db, { ...everything, q: '100%' })).items.map((item) => item.name)).toEqual([
      'Pat Quinn',
    ]);
    expect(
      (await listInquiries(db, { ...everything, q: 'detroit weekly' })).items.map((item) => item.reference),
    ).toEqual([press.reference]);
    expect((await listInquiries(db, { ...everything, kind: 'press' })).items).toHaveLength(1);
    const listed = await listInquiries(db, everything);
    expect(listed.newByKind).toEqual({ contact: 1, wholesale: 0, press: 1, tour: 0 });

    const pat = listed.items.find((item) => item.name === 'Pat Quinn')!;
    await replyToInquiry(db, admin, pat.id, 'We restored your 250 points: see /rewards.', {
      now,
      origin: 'https://shop.example.com',
    });
    const [reply] = await emailsTo(db, 'pat@example.test');
    expect(reply).toMatchObject({ template: 'inquiry_reply', subject: `Re: your contact message (${pat.reference})` });
    expect(reply!.text).toContain('We restored your 250 points: see https://shop.example.com/rewards.');
    await setInquiryStatus(db, admin, pat.id, 'closed', now);
    expect((await refusal(setInquiryStatus(db, admin, pat.id, 'closed', now))).status).toBe(409);
    const detail = await requireInquiryDetail(db, pat.id);
    expect(detail.inquiry.status).toBe('closed');
    expect(detail.replies.map((sent) => [sent.staffEmail, sent.body])).toEqual([
      ['admin@example.test', 'We restored your 250 points: see /rewards.'],
    ]);
    expect(detail.audit.map((entry) => entry.action)).toEqual(['status', 'reply']);
    expect((await listInquiries(db, { ...everything, status: 'open' })).items.map((item) => item.name)).toEqual([
      'Lee Press',
    ]);
    expect((await refusal(requireInquiryDetail(db, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('approves a press request with a media-kit link that opens for 14 days and nothing else', async () => {
    await insertMediaRow(db);
    const [press] = (await listInquiries(db, { ...everything, kind: 'press' })).items;
    const origin = 'https://shop.example.test';
    await approvePressRequest(db, admin, press!.id, { now, origin });
    const [email] = await emailsTo(db, 'lee@paper.test');
    expect(email!.template).toBe('press_media_kit');
    const token = /https:\/\/shop\.example\.test\/media-access\/kit\/(\S+)/.exec(email!.text)![1]!;
    const kit = await loadMediaKitPage(db, token, new Date('2026-12-14T15:00:00Z'));
    expect(kit).toMatchObject({ open: true, name: 'Lee Press', outlet: 'Detroit Weekly' });
    expect(kit.open && kit.images[0]).toMatchObject({
      alt: 'A lab bench',
      url: '/media/library/lab-bench-1a2b3c4d.webp',
    });
    expect(await loadMediaKitPage(db, token, new Date('2026-12-15T15:00:01Z'))).toEqual({ open: false });
    expect(await loadMediaKitPage(db, `${token.slice(0, -2)}xx`, now)).toEqual({ open: false });
    expect(await loadMediaKitPage(db, 'not a token', now)).toEqual({ open: false });
    // A token of another purpose for the same request, and a media-kit token for a request never approved, open nothing.
    const preview = await createSignedToken(db, 'content-preview', press!.id, { now, validForSeconds: 3600 });
    expect(await loadMediaKitPage(db, preview.token, now)).toEqual({ open: false });
    const [contact] = (await listInquiries(db, { ...everything, kind: 'contact' })).items;
    const unapproved = await createSignedToken(db, 'media-kit', contact!.id, { now, validForSeconds: 3600 });
    expect(await loadMediaKitPage(db, unapproved.token, now)).toEqual({ open: false });
    expect((await refusal(approvePressRequest(db, admin, contact!.id, { now, origin }))).status).toBe(409);
    expect((await requireInquiryDetail(db, press!.id)).press).toMatchObject({
      approvedBy: 'admin@example.test',
      linkExpiresAt: '2026-12-15T15:00:00.000Z',
    });
  });

  it('keeps the tour calendar: slots in the store zone, never below their bookings, cancelled with every guest told', async () => {
    const input = { date: '2026-12-12', time: '11:00', durationMinutes: 60, capacity: 4, note: '' };
    const id = await createTourSlot(db, admin, input, now);
    expect((await refusal(createTourSlot(db, admin, input, now))).fields).toEqual({
      time: ['There is already a tour at that time. Choose another time, or change that slot.'],
    });
    expect((await refusal(createTourSlot(db, admin, { ...input, date: '2026-11-30' }, now))).fields.date).toBeDefined();
    await bookTour(
      db,
      tourForm.parse({
        ...proof,
        submissionKey: newSecretToken(),
        slotId: id,
        name: 'Guest One',
        email: 'one@example.test',
        phone: '7345550100',
        partySize: '3',
        birthdate: '1980-01-01',
        adult: true,
      }),
      context,
    );
    const [slot] = (await loadTourCalendar(db, now)).slots;
    expect(slot).toMatchObject({
      startsAt: '2026-12-12T16:00:00.000Z',
      capacity: 4,
      placesTaken: 3,
      bookings: [{ name: 'Guest One', partySize: 3 }],
    });
    expect(
      (await refusal(updateTourSlot(db, admin, id, { ...input, capacity: 2 }, now))).fields.capacity,
    ).toBeDefined();
    expect((await refusal(updateTourSlot(db, admin, id, { ...input, time: '13:00' }, now))).fields.time).toBeDefined();
    await updateTourSlot(db, admin, id, { ...input, capacity: 8, note: 'Boots advised' }, now);
    expect(await cancelTourSlot(db, admin, id, now)).toBe(1);
    expect((await emailsTo(db, 'one@example.test'))[0]!.template).toBe('tour_booking_cancelled');
    const [audit] = await db.query<{ actions: string[] }>(
      `select array_agg(action order by id) as actions from staff_audit_log where entity_type = 'tour_slot' and entity_id = $1`,
      [id],
    );
    expect(audit!.actions).toEqual(['create', 'update', 'cancel']);
  });
});
