import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

describe(`staff audit log on ${testEngine}`, () => {
  let db: Database;
  let actor: { id: string; email: string };

  beforeAll(async () => {
    db = await openTestDatabase();
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('auditor@example.com') returning id`,
    );
    actor = { id: user!.id, email: 'auditor@example.com' };
  });
  afterAll(() => db.close());

  it('keeps who changed what, with before and after, newest first', async () => {
    await recordAudit(db, actor, {
      entityType: 'variant',
      entityId: 'v1',
      action: 'price_changed',
      summary: 'Price from $35.00 to $32.00',
      before: { cents: 3500 },
      after: { cents: 3200 },
    });
    await recordAudit(db, actor, {
      entityType: 'product',
      entityId: 'p1',
      action: 'renamed',
      summary: 'Renamed',
      before: { name: 'A' },
      after: { name: 'B' },
    });
    await recordAudit(db, actor, {
      entityType: 'product',
      entityId: 'other',
      action: 'renamed',
      summary: 'Not this one',
    });
    const entries = await listAudit(db, [
      { entityType: 'product', entityId: 'p1' },
      { entityType: 'variant', entityId: 'v1' },
    ]);
    expect(entries.map((entry) => entry.action)).toEqual(['renamed', 'price_changed']);
    expect(entries[1]).toMatchObject({
      actorEmail: 'auditor@example.com',
      before: { cents: 3500 },
      after: { cents: 3200 },
    });
  });

  it('is written with the change or not at all', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          entityType: 'product',
          entityId: 'rolled-back',
          action: 'renamed',
          summary: 'x',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await listAudit(db, [{ entityType: 'product', entityId: 'rolled-back' }])).toEqual([]);
  });
});
