import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import {
  cancelSchedule,
  changeContentPath,
  createContentPage,
  createPreviewLink,
  listContentPages,
  loadContentPreview,
  publishDueScheduledPages,
  publishPage,
  readContentEditor,
  readRevision,
  restoreRevision,
  saveDraft,
  schedulePage,
  unpublishPage,
} from '#server/content/admin/index.ts';
import { SITTING_MS } from '#server/content/admin/content-draft.ts';
import { loadContentPage, saveContentPage, type ContentRequest } from '#server/content/index.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import type { ContentDraftInput } from '#lib/content/content-editor.ts';
import { CONTENT_SETTINGS, pageFields } from '../support/content-fixtures.ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The dashboard's content editor on a real database: drafts kept apart from the live page,
 * publishing through its gates, schedules published by the job at a `now` each test chooses
 * (catching up, and two instances at once), preview links, revisions and restore, and the staff
 * audit entries of each.
 */

const ZONE = 'America/Detroit';
const T0 = new Date('2026-11-27T15:00:00Z');
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const draftOf = (overrides: Partial<ContentDraftInput> = {}): ContentDraftInput => ({
  title: 'Reading a lab label',
  summary: 'What the numbers on a label say.',
  body: 'Start with the [flower](/category/flower) and its terpenes.',
  heroMediaId: null,
  heroAlt: null,
  authorName: 'Lakeside staff',
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

describe(`content editor on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  const request = (now: Date): ContentRequest => ({ db, settings: CONTENT_SETTINGS, origin: 'https://shop.test', now });
  const liveTitle = async (path: string, now: Date) => (await loadContentPage(request(now), path))?.page.title ?? null;
  const audit = async (pageId: string) =>
    (
      await db.query<{ action: string; actor_email: string; after: unknown }>(
        `select action, actor_email, after from staff_audit_log where entity_type = 'content_page' and entity_id = $1 order by id`,
        [pageId],
      )
    ).map((row) => row.action);

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into categories (slug, name) values ('flower', 'Flower') on conflict do nothing`);
    admin = { ...(await insertStaff(db, 'editor@example.test')), role: 'admin' };
  });
  afterAll(() => db?.close());

  it('creates a draft at its kind’s address and refuses a taken or reserved one', async () => {
    const created = await createContentPage(db, admin, { kind: 'learn', title: 'Lab labels', slug: 'lab-labels' }, T0);
    expect(created.path).toBe('/learn/lab-labels');
    const rows = await listContentPages(db, { kind: 'learn', q: 'no such words' });
    expect(rows).toEqual([]);
    const [row] = await listContentPages(db, { q: 'Lab labels' });
    expect(row).toMatchObject({ path: '/learn/lab-labels', status: 'draft', changedBy: 'editor@example.test' });

    const taken = await refusalOf(
      createContentPage(db, admin, { kind: 'learn', title: 'Again', slug: 'lab-labels' }, T0),
    );
    expect([taken.status, taken.fields]).toEqual([409, { slug: ['Another page is at /learn/lab-labels.'] }]);
    await expect(createContentPage(db, admin, { kind: 'page', title: 'Home', slug: 'home' }, T0)).rejects.toThrow();
    expect(await audit(created.id)).toEqual(['created']);
  });

  it('keeps the published page live while its draft changes, until the draft is published', async () => {
    const { id } = await saveContentPage(db, pageFields({ path: '/learn/drafts-apart', title: 'Live title' }), {
      savedBy: null,
      at: minutes(-60),
    });
    const saved = await saveDraft(db, admin, id, draftOf({ title: 'Draft title', body: 'See [gone](/nowhere).' }), T0);
    expect(saved.linkProblems).toEqual([{ href: '/nowhere', problem: 'No page of the store is at /nowhere.' }]);
    expect(await liveTitle('/learn/drafts-apart', T0)).toBe('Live title');
    const editor = await readContentEditor(db, '/learn/drafts-apart', { now: T0, timeZone: ZONE });
    expect([editor.hasDraft, editor.draft.title, editor.page.live]).toEqual([true, 'Draft title', true]);

    const broken = await refusalOf(publishPage(db, admin, id, minutes(1)));
    expect(broken.status).toBe(422);
    expect(broken.details.linkProblems).toHaveLength(1);
    expect(await liveTitle('/learn/drafts-apart', minutes(1))).toBe('Live title');

    await saveDraft(db, admin, id, draftOf({ title: 'Draft title' }), minutes(2));
    await publishPage(db, admin, id, minutes(3));
    expect(await liveTitle('/learn/drafts-apart', minutes(3))).toBe('Draft title');
    const after = await readContentEditor(db, '/learn/drafts-apart', { now: minutes(3), timeZone: ZONE });
    expect(after.hasDraft).toBe(false);
    expect(after.revisions[0]).toMatchObject({
      status: 'published',
      note: 'Published',
      savedBy: 'editor@example.test',
    });
    expect(await audit(id)).toEqual(['published']);
  });

  it('refuses a health claim until an admin records why it may go out, and audits the override', async () => {
    const { id, path } = await createContentPage(db, admin, { kind: 'blog', title: 'Sleep', slug: 'sleep' }, T0);
    await saveDraft(db, admin, id, draftOf({ title: 'Sleep', body: 'This indica cures insomnia in one night.' }), T0);
    const refused = await refusalOf(publishPage(db, admin, id, minutes(1)));
    expect(refused.status).toBe(422);
    expect(refused.details.findings).toEqual([
      expect.objectContaining({ citation: 'R 420.507(3)', severity: 'block' }),
    ]);
    const short = await refusalOf(publishPage(db, admin, id, minutes(1), 'ok'));
    expect(Object.keys(short.fields)).toEqual(['overrideReason']);
    expect(await liveTitle(path, minutes(1))).toBeNull();

    await publishPage(db, admin, id, minutes(2), 'Quoting a customer complaint we answered, counsel agreed.');
    expect(await liveTitle(path, minutes(2))).toBe('Sleep');
    const [override] = await db.query<{ summary: string; after: { reason: string; findings: { ruleId: string }[] } }>(
      `select summary, after from staff_audit_log where entity_id = $1 and action = 'compliance_override'`,
      [id],
    );
    expect(override?.after.reason).toBe('Quoting a customer complaint we answered, counsel agreed.');
    expect(override?.after.findings.map((finding) => finding.ruleId)).toEqual(['health-claim']);
    expect(await audit(id)).toEqual(['created', 'compliance_override', 'published']);
  });

  it('publishes a scheduled page at its minute on the store’s clock, and not a minute before', async () => {
    const { id, path } = await createContentPage(db, admin, { kind: 'learn', title: 'Soon', slug: 'soon' }, T0);
    await saveDraft(db, admin, id, draftOf({ title: 'Soon' }), T0);
    // 10:30 in Detroit on 27 November (EST, UTC−5) is 15:30 UTC.
    const past = await refusalOf(
      schedulePage(db, admin, id, { localTime: '2026-11-27T09:59' }, { now: T0, timeZone: ZONE }),
    );
    expect(past.fields).toHaveProperty('localTime');
    await schedulePage(db, admin, id, { localTime: '2026-11-27T10:30' }, { now: T0, timeZone: ZONE });
    const [row] = await db.query<{ status: string; scheduled_for: Date }>(
      'select status, scheduled_for from content_pages where id = $1',
      [id],
    );
    expect([row?.status, row?.scheduled_for.toISOString()]).toEqual(['scheduled', '2026-11-27T15:30:00.000Z']);

    // Edits after scheduling stay in the draft: what was scheduled goes out.
    await saveDraft(db, admin, id, draftOf({ title: 'Soon, edited later' }), minutes(5));
    expect(await publishDueScheduledPages(db, minutes(29))).toBe(0);
    expect(await liveTitle(path, minutes(29))).toBeNull();
    expect(await publishDueScheduledPages(db, minutes(30))).toBe(1);
    expect(await liveTitle(path, minutes(30))).toBe('Soon');
    const editor = await readContentEditor(db, path, { now: minutes(30), timeZone: ZONE });
    expect([editor.page.status, editor.page.scheduledFor, editor.hasDraft, editor.draft.title]).toEqual([
      'published',
      null,
      true,
      'Soon, edited later',
    ]);
    expect(await audit(id)).toEqual(['created', 'scheduled', 'published']);
    expect(await publishDueScheduledPages(db, minutes(31))).toBe(0);
  });

  it('catches up after downtime, and two instances claiming at once publish each page once', async () => {
    const pages = [];
    for (const [index, time] of ['11:00', '11:05', '11:10', '11:15'].entries()) {
      const page = await createContentPage(
        db,
        admin,
        { kind: 'blog', title: `Post ${index}`, slug: `post-${index}` },
        T0,
      );
      await schedulePage(db, admin, page.id, { localTime: `2026-11-27T${time}` }, { now: T0, timeZone: ZONE });
      pages.push(page);
    }
    // Nothing ran for hours: both instances wake at once, long after every minute.
    const late = minutes(600);
    const counts = await Promise.all([publishDueScheduledPages(db, late), publishDueScheduledPages(db, late)]);
    expect(counts[0]! + counts[1]!).toBe(4);
    for (const page of pages) {
      expect(await liveTitle(page.path, late)).toMatch(/^Post \d$/);
      expect((await audit(page.id)).filter((action) => action === 'published')).toHaveLength(1);
    }
    const [first] = await db.query<{ published_at: Date }>('select published_at from content_pages where id = $1', [
      pages[0]!.id,
    ]);
    expect(first?.published_at.toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('cancels a schedule and unpublishes to a draft or the archive, each audited', async () => {
    const { id, path } = await createContentPage(db, admin, { kind: 'legal', title: 'Terms', slug: 'terms-draft' }, T0);
    await schedulePage(db, admin, id, { localTime: '2026-11-28T09:00' }, { now: T0, timeZone: ZONE });
    await cancelSchedule(db, admin, id);
    expect(await publishDueScheduledPages(db, minutes(60 * 48))).toBe(0);
    await publishPage(db, admin, id, minutes(1));
    expect(await liveTitle(path, minutes(1))).toBe('Terms');
    await unpublishPage(db, admin, id, 'draft', minutes(2));
    expect(await liveTitle(path, minutes(2))).toBeNull();
    await changeContentPath(db, admin, id, 'terms-moved');
    await publishPage(db, admin, id, minutes(3));
    await unpublishPage(db, admin, id, 'archived', minutes(4));
    expect(await liveTitle('/terms-moved', minutes(4))).toBeNull();
    const moved = await refusalOf(changeContentPath(db, admin, id, 'terms-again'));
    expect(moved.status).toBe(409);
    expect(await audit(id)).toEqual([
      'created',
      'scheduled',
      'schedule_cancelled',
      'published',
      'unpublished',
      'moved',
      'published',
      'archived',
    ]);
  });

  it('keeps one revision per sitting of an editor, and restores a revision as a new draft only', async () => {
    const { id, path } = await createContentPage(db, admin, { kind: 'learn', title: 'History', slug: 'history' }, T0);
    await saveDraft(db, admin, id, draftOf({ title: 'History', body: 'First words.' }), minutes(1));
    await saveDraft(db, admin, id, draftOf({ title: 'History', body: 'First words, more.' }), minutes(2));
    await publishPage(db, admin, id, minutes(3));
    const later = new Date(minutes(3).getTime() + SITTING_MS);
    await saveDraft(db, admin, id, draftOf({ title: 'History', body: 'Rewritten.' }), later);
    let editor = await readContentEditor(db, path, { now: later, timeZone: ZONE });
    expect(editor.revisions.map((revision) => [revision.status, revision.note])).toEqual([
      ['draft', ''],
      ['published', 'Published'],
      ['draft', ''],
      ['draft', 'Created'],
    ]);
    const published = editor.revisions[1]!;
    expect((await readRevision(db, id, published.id)).body).toBe('First words, more.');

    await restoreRevision(db, admin, id, editor.revisions[2]!.id, minutes(40));
    editor = await readContentEditor(db, path, { now: minutes(40), timeZone: ZONE });
    expect(editor.draft.body).toBe('First words, more.');
    expect(editor.revisions[0]?.note).toMatch(/^Restored the revision of /);
    expect((await loadContentPage(request(minutes(40)), path))?.html).toContain('First words, more.');
    await restoreRevision(db, admin, id, editor.revisions.at(-1)!.id, minutes(41));
    expect((await loadContentPage(request(minutes(41)), path))?.html).toContain('First words, more.');
    expect((await audit(id)).slice(-2)).toEqual(['restored', 'restored']);
    await expect(restoreRevision(db, admin, id, '00000000-0000-4000-8000-000000000000', minutes(42))).rejects.toThrow(
      'The page has no such revision.',
    );
  });

  it('opens a preview of the draft for staff until the link expires, and for nobody else', async () => {
    const { id } = await createContentPage(db, admin, { kind: 'learn', title: 'Preview me', slug: 'preview-me' }, T0);
    await saveDraft(db, admin, id, draftOf({ title: 'Preview me', body: '## Draft only\n\nNot out yet.' }), T0);
    const { url } = await createPreviewLink(db, id, T0);
    const token = url.split('/').at(-1)!;
    const as = (viewer: SignedInAccount | null, now: Date) => loadContentPreview({ ...request(now), viewer }, token);
    const manager = await insertStaff(db, 'other-staff@example.test');

    const view = await as(manager, minutes(60));
    expect(view?.page.title).toBe('Preview me');
    expect(view?.html).toContain('Not out yet.');
    expect(view?.expiresAt).toBe('Nov 28, 2026, 10:00 AM EST');
    expect(await as(null, minutes(60))).toBeNull();
    expect(await as({ ...manager, role: 'customer' }, minutes(60))).toBeNull();
    expect(await as(manager, minutes(24 * 60))).toBeNull();
    const lastDot = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, lastDot)}${token[lastDot] === 'A' ? 'B' : 'A'}${token.slice(lastDot + 1)}`;
    expect(await loadContentPreview({ ...request(T0), viewer: manager }, forged)).toBeNull();
  });
});
