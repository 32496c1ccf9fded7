/**
 * The advertising rules' last gate before a content page or a job posting goes out: a `block`
 * finding stops it unless the caller gives a reason of at least MIN_OVERRIDE_REASON characters,
 * and an override that passes is kept in the staff audit log as an entry of its own (the reason
 * and the rules it set aside) beside the change it let through. Only admins reach the writes that
 * call it (their dashboard routes are admin-guarded; override-gate.test.ts holds that).
 */
import { blocksPublishing } from '#lib/compliance/check-compliance.ts';
import {
  MIN_OVERRIDE_REASON,
  NAMES_FIELD,
  type OverrideRefusalDetails,
  type OverrideSubject,
} from '#lib/compliance/override.ts';
import type { PageFinding } from '#lib/content/content-compliance.ts';
import type { Queryable } from '../db/database.ts';
import { recordAudit, type AuditActor } from '../dashboard/audit-log.ts';
import { Refusal } from '../http/refusal.ts';

/** Products sold to registered patients only, which the compliance rules want named as medical marihuana. */
export async function medicalOnlyProductNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from products where medical_only and status = 'active' order by name`,
  );
  return rows.map((row) => row.name);
}

export interface OverrideGatePassed {
  /** The block findings the override reason answered (none when there were none). */
  overridden: PageFinding[];
  overrideReason: string | null;
}

/** Refuses (422) findings that stop the subject without a reason long enough; otherwise says what was overridden. */
export function passOverrideGate(
  findings: readonly PageFinding[],
  overrideReason: string | undefined,
  subject: OverrideSubject,
): OverrideGatePassed {
  if (!blocksPublishing(findings)) return { overridden: [], overrideReason: null };
  const blocking = findings.filter((finding) => finding.severity === 'block');
  const reason = overrideReason?.trim() ?? '';
  if (reason.length >= MIN_OVERRIDE_REASON) return { overridden: blocking, overrideReason: reason };
  const details: OverrideRefusalDetails = {
    findings: blocking.map(({ citation, title, message, excerpt, severity, label }) => ({
      citation,
      title,
      message,
      excerpt,
      severity,
      ...(NAMES_FIELD[subject] ? { label } : {}),
    })),
  };
  throw new Refusal(
    422,
    reason === ''
      ? `The advertising rules stop this ${subject}. Change the flagged words, or record why it may go out anyway.`
      : `Say in at least ${MIN_OVERRIDE_REASON} characters why the ${subject} may go out anyway.`,
    reason === '' ? undefined : 'overrideReason',
    { details: { ...details } },
  );
}

/** Keeps a passed override in the staff audit log, before the entry of the change it let through. */
export async function recordOverride(
  tx: Queryable,
  actor: AuditActor,
  { entityType, entityId, address }: { entityType: string; entityId: string; address: string },
  passed: OverrideGatePassed,
): Promise<void> {
  if (passed.overrideReason === null) return;
  await recordAudit(tx, actor, {
    entityType,
    entityId,
    action: 'compliance_override',
    summary: `Advertising rules overridden for ${address}: ${passed.overrideReason}`,
    after: {
      reason: passed.overrideReason,
      findings: passed.overridden.map(({ ruleId, citation, excerpt }) => ({ ruleId, citation, excerpt })),
    },
  });
}
