import type { AuditEntry } from '#lib/staff/audit-entry.ts';
import type { Queryable } from '../db/database.ts';

/** Who made a change: the signed-in staff member. */
export interface AuditActor {
  /** Null for the store's own doing on someone's behalf whose account is gone (a schedule they set). */
  id: string | null;
  email: string;
}

export interface AuditRecord {
  entityType: string;
  entityId: string;
  action: string;
  /** One sentence a person reads in the log, e.g. "Price of 3.5 g changed from $35.00 to $32.00". */
  summary: string;
  before?: unknown;
  after?: unknown;
  /** The store the change was made at (an order moved at its counter); absent, a change of the organization's. */
  storeId?: string;
}

/**
 * Records a staff change. Call it inside the transaction that makes the change, so the log never
 * claims a change that rolled back, nor misses one that did not.
 */
export async function recordAudit(tx: Queryable, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.query(
    `insert into staff_audit_log (actor_id, actor_email, entity_type, entity_id, action, summary, before, after, store_id)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      actor.id,
      actor.email,
      record.entityType,
      record.entityId,
      record.action,
      record.summary,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
      record.storeId ?? null,
    ],
  );
}

/** The newest changes to one record (or to several kinds of record sharing an id, e.g. a product and its variants). */
export async function listAudit(
  db: Queryable,
  entities: readonly { entityType: string; entityId: string }[],
  { limit = 50 }: { limit?: number } = {},
): Promise<AuditEntry[]> {
  if (entities.length === 0) return [];
  const rows = await db.query<{
    id: number;
    actor_email: string;
    entity_type: string;
    entity_id: string;
    action: string;
    summary: string;
    before: unknown;
    after: unknown;
    at: Date;
  }>(
    `select l.id, l.actor_email, l.entity_type, l.entity_id, l.action, l.summary, l.before, l.after, l.at
       from staff_audit_log l
       join unnest($1::text[], $2::text[]) as wanted (entity_type, entity_id)
         on wanted.entity_type = l.entity_type and wanted.entity_id = l.entity_id
      order by l.at desc, l.id desc
      limit $3`,
    [entities.map((entity) => entity.entityType), entities.map((entity) => entity.entityId), limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actorEmail: row.actor_email,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    summary: row.summary,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  }));
}
