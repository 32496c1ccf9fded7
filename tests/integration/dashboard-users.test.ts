import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInAccount } from '#server/customers/signed-in-account.ts';
import { AuthInputRefused } from '#server/auth/auth-provider.ts';
import { createSession, findSessionUser } from '#server/auth/embedded/sessions.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { changeUserRole, setUserDisabled } from '#server/users/admin/user-access.ts';
import { getUserDetail, listUsers } from '#server/users/admin/user-directory.ts';
import { inviteStaffMember, resendInvitation } from '#server/users/admin/user-invitations.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

type Account = { id: string; email: string };

describe(`the dashboard's users on ${testEngine}`, () => {
  let db: Database;
  let avery: Account;
  let blair: Account;
  let morgan: Account;
  let casey: Account;

  async function account(email: string, fullName: string, role: 'customer' | 'manager' | 'admin'): Promise<Account> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, fullName]);
    return { id: user!.id, email };
  }

  const roleOf = async (id: string) =>
    (await db.query<{ role: string }>('select role from profiles where id = $1', [id]))[0]!.role;
  const actions = async (id: string) =>
    (await listAudit(db, [{ entityType: 'user', entityId: id }])).map((entry) => entry.action);

  /** The newest invitation to `to`: where its link lands, and its token. */
  async function invitationLink(to: string): Promise<URL> {
    const email = (await emailsTo(db, to)).find((message) => message.template === 'invite');
    if (!email) throw new Error(`No invitation to ${to}`);
    return new URL(/https?:\/\/\S+/.exec(email.text)![0]);
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    avery = await account('avery@example.com', 'Avery Admin', 'admin');
    blair = await account('blair@example.com', 'Blair Admin', 'admin');
    morgan = await account('morgan@example.com', 'Morgan Manager', 'manager');
    casey = await account('casey@example.com', 'Casey Customer', 'customer');
    for (let index = 0; index < 27; index++)
      await account(`shopper${String(index).padStart(2, '0')}@example.com`, `Shopper ${index}`, 'customer');
  });
  afterAll(() => db.close());

  describe('the list', () => {
    it('lists staff first, then by name, a page at a time', async () => {
      const first = await listUsers(db, { q: '', role: 'all', page: 1 });
      expect(first).toMatchObject({ total: 31, page: 1, pageCount: 2 });
      expect(first.users.slice(0, 4).map((user) => user.email)).toEqual([
        avery.email,
        blair.email,
        morgan.email,
        casey.email,
      ]);
      expect(first.users).toHaveLength(25);
      expect((await listUsers(db, { q: '', role: 'all', page: 2 })).users).toHaveLength(6);
      expect((await listUsers(db, { q: '', role: 'all', page: 9 })).users).toEqual([]);
    });

    it('finds accounts by name or email and filters by role', async () => {
      expect((await listUsers(db, { q: 'MORGAN', role: 'all', page: 1 })).users.map((user) => user.email)).toEqual([
        morgan.email,
      ]);
      expect((await listUsers(db, { q: 'casey@', role: 'all', page: 1 })).users.map((user) => user.fullName)).toEqual([
        'Casey Customer',
      ]);
      expect((await listUsers(db, { q: '', role: 'admin', page: 1 })).total).toBe(2);
      expect((await listUsers(db, { q: 'shopper', role: 'manager', page: 1 })).total).toBe(0);
      // Wildcards typed in the search are letters.
      expect((await listUsers(db, { q: '%', role: 'all', page: 1 })).total).toBe(0);
    });
  });

  describe('roles', () => {
    it('changes a role and logs it with before and after', async () => {
      expect(await changeUserRole(db, avery, casey.id, 'manager')).toEqual({ changed: true });
      expect(await roleOf(casey.id)).toBe('manager');
      const [entry] = await listAudit(db, [{ entityType: 'user', entityId: casey.id }]);
      expect(entry).toMatchObject({
        actorEmail: avery.email,
        action: 'role_changed',
        summary: 'Role changed from Customer to Manager',
        before: { role: 'customer' },
        after: { role: 'manager' },
      });
      expect(await changeUserRole(db, avery, casey.id, 'manager')).toEqual({ changed: false });
      expect(await actions(casey.id)).toEqual(['role_changed']);
      await changeUserRole(db, avery, casey.id, 'customer');
    });

    it('refuses an admin demoting themselves', async () => {
      await expect(changeUserRole(db, avery, avery.id, 'manager')).rejects.toMatchObject({
        status: 409,
        message: 'You cannot remove your own admin role. Another admin can change it.',
      });
      expect(await roleOf(avery.id)).toBe('admin');
    });

    it('keeps the last active admin an admin', async () => {
      expect(await changeUserRole(db, avery, blair.id, 'manager')).toEqual({ changed: true });
      // Blair, demoted a moment ago but with the page still open, tries to demote Avery back.
      const refused = changeUserRole(db, blair, avery.id, 'customer');
      await expect(refused).rejects.toMatchObject({
        status: 409,
        message: 'avery@example.com is the last active admin. Make another account an admin first.',
      });
      await expect(setUserDisabled(db, blair, avery.id, true)).rejects.toMatchObject({ status: 409 });
      expect(await roleOf(avery.id)).toBe('admin');
      await changeUserRole(db, avery, blair.id, 'admin');
    });

    it('lets only one of two admins demoting each other at the same moment succeed', async () => {
      const outcomes = await Promise.allSettled([
        changeUserRole(db, avery, blair.id, 'manager'),
        changeUserRole(db, blair, avery.id, 'manager'),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))).toEqual([
        expect.objectContaining({ status: 409, message: expect.stringContaining('is the last active admin') }),
      ]);
      const admins = await db.query<{ id: string }>(`select id from profiles where role = 'admin'`);
      expect(admins).toHaveLength(1);
      const remaining = admins[0]!.id === avery.id ? avery : blair;
      await changeUserRole(db, remaining, remaining === avery ? blair.id : avery.id, 'admin');
    });

    it('answers not found for an account that does not exist', async () => {
      await expect(changeUserRole(db, avery, '00000000-0000-4000-8000-000000000000', 'admin')).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('disabling', () => {
    it('ends every session of a disabled account at once and keeps it out until enabled', async () => {
      const token = await createSession(db, morgan.id, { userAgent: null, ipAddress: '203.0.113.9' });
      const other = await createSession(db, morgan.id, { userAgent: null, ipAddress: '203.0.113.10' });
      expect(await findSessionUser(db, token)).toMatchObject({ id: morgan.id });

      expect(await setUserDisabled(db, avery, morgan.id, true)).toEqual({ changed: true });
      expect(await findSessionUser(db, token)).toBeNull();
      expect(await findSessionUser(db, other)).toBeNull();
      const [{ open }] = (await db.query<{ open: number }>(
        'select count(*)::int as open from auth_sessions where user_id = $1 and revoked_at is null',
        [morgan.id],
      )) as [{ open: number }];
      expect(open).toBe(0);
      expect(await loadSignedInAccount(db, { id: morgan.id, email: morgan.email, emailConfirmed: true })).toBeNull();
      expect((await getUserDetail(db, morgan.id))?.user).toMatchObject({
        status: 'disabled',
        disabledAt: expect.any(String),
      });
      const [entry] = await listAudit(db, [{ entityType: 'user', entityId: morgan.id }]);
      expect(entry).toMatchObject({
        action: 'disabled',
        summary: 'Account disabled; 2 sessions ended',
        before: { disabled: false },
        after: { disabled: true },
      });

      expect(await setUserDisabled(db, avery, morgan.id, false)).toEqual({ changed: true });
      expect(await loadSignedInAccount(db, { id: morgan.id, email: morgan.email, emailConfirmed: true })).toMatchObject(
        { role: 'manager' },
      );
      // Enabling lets the account sign in again; the sessions that ended stay ended.
      expect(await findSessionUser(db, token)).toBeNull();
      expect(await actions(morgan.id)).toEqual(['enabled', 'disabled']);
    });

    it('refuses an admin disabling themselves', async () => {
      await expect(setUserDisabled(db, avery, avery.id, true)).rejects.toMatchObject({
        status: 409,
        message: 'You cannot disable your own account. Another admin can.',
      });
    });
  });

  describe('invitations', () => {
    it('invites a manager with a link to the dashboard’s set-up screen, and logs it', async () => {
      const auth = testBrowser(db).request();
      const outcome = await inviteStaffMember(db, auth, avery, {
        email: 'Riley.New@example.com',
        fullName: 'Riley New',
        role: 'manager',
      });
      expect(outcome).toEqual({ userId: expect.any(String) });
      const { userId } = outcome;

      const link = await invitationLink('riley.new@example.com');
      expect(link.pathname).toBe('/dashboard/confirm');
      expect((await emailsTo(db, 'riley.new@example.com'))[0]).toMatchObject({
        subject: "You're invited to the Test Store staff dashboard",
      });
      expect(await listAudit(db, [{ entityType: 'user', entityId: userId }])).toEqual([
        expect.objectContaining({
          action: 'invited',
          summary: 'Invited riley.new@example.com as Manager',
          after: { email: 'riley.new@example.com', fullName: 'Riley New', role: 'manager' },
        }),
      ]);
      expect((await getUserDetail(db, userId))?.user).toMatchObject({
        status: 'invited',
        role: 'manager',
        fullName: 'Riley New',
      });

      await expect(
        inviteStaffMember(db, auth, avery, { email: 'riley.new@example.com', fullName: 'Riley Again', role: 'admin' }),
      ).rejects.toMatchObject({ status: 409 });
    });

    it('sends a new link while the invitation is open, and not once the account is set up', async () => {
      const [{ id }] = (await db.query<{ id: string }>(
        `select id from auth.users where email = 'riley.new@example.com'`,
      )) as [{ id: string }];
      const first = await invitationLink('riley.new@example.com');
      expect(await resendInvitation(db, testBrowser(db).request(), avery, id)).toEqual({ changed: true });
      const second = await invitationLink('riley.new@example.com');
      expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
      expect(second.pathname).toBe('/dashboard/confirm');

      const browser = testBrowser(db);
      const user = await browser
        .request()
        .setPasswordWithLink(second.searchParams.get('token')!, 'Riverside lantern 2026');
      expect(await loadSignedInAccount(db, user!)).toMatchObject({ role: 'manager', email: 'riley.new@example.com' });
      expect((await getUserDetail(db, id))?.user.status).toBe('active');
      await expect(resendInvitation(db, testBrowser(db).request(), avery, id)).rejects.toMatchObject({ status: 409 });
      expect(await actions(id)).toEqual(['invitation_resent', 'invited']);
    });

    it('says why when the auth provider will not send an invitation now', async () => {
      const refusing = {
        ...testBrowser(db).request(),
        invite: () => Promise.reject(new AuthInputRefused('email rate limit exceeded')),
      };
      await expect(
        inviteStaffMember(db, refusing, avery, { email: 'later@example.com', fullName: 'Later', role: 'admin' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'The invitation could not be sent: email rate limit exceeded.',
      });
    });

    it('shows the emails sent to an account on its page', async () => {
      const [{ id }] = (await db.query<{ id: string }>(
        `select id from auth.users where email = 'riley.new@example.com'`,
      )) as [{ id: string }];
      const detail = await getUserDetail(db, id);
      expect(detail?.emails.map((email) => email.template)).toEqual(['invite', 'invite']);
      expect(detail?.emails[0]?.text).toContain('/dashboard/confirm?token=');
    });
  });
});
