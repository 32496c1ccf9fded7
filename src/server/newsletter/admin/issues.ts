import { blocksPublishing, checkCompliance, MICHIGAN_RULES_IN_FORCE } from '#lib/compliance/check-compliance.ts';
import type { IssueCheck, IssueFinding, NewsletterIssueInput } from '#lib/newsletter/subscribers.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { absoluteStoreLinks, queueEmail } from '../../mail/index.ts';
import { linkSigningKey } from '../../security/signed-token.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { issueEmail } from '../newsletter-emails.ts';
import { subscriberLinks } from '../newsletter-links.ts';

/** Michigan's warnings that go with advertising (R 420.504(1)(j)): every issue ends with them. */
const WARNINGS = MICHIGAN_RULES_IN_FORCE.requiredWarnings.map((warning) => warning.text);

async function confirmedSubscribers(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ address: string }>(
    `select address from consent_states where channel = 'email' and purpose = 'marketing' and status = 'subscribed'
      order by address`,
  );
  return rows.map((row) => row.address);
}

/** The advertising rules' findings for an issue (its emails carry the warnings), and who it would go to. */
export async function checkIssue(db: Queryable, issue: NewsletterIssueInput): Promise<IssueCheck> {
  const findings: IssueFinding[] = (['subject', 'body'] as const).flatMap((field) =>
    checkCompliance({ text: issue[field], showsWarnings: true }).map((finding) => ({ ...finding, field })),
  );
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from consent_states where channel = 'email' and purpose = 'marketing' and status = 'subscribed'`,
  );
  return { findings, warnings: WARNINGS, recipients: row?.count ?? 0 };
}

/**
 * Sends an issue through the outbox to every confirmed email subscriber, each email with the
 * subscriber's own unsubscribe link in its text and its List-Unsubscribe headers. An issue with
 * a finding that blocks publishing is refused (422, the findings beside it) and nothing is queued.
 */
export async function sendIssue(
  db: Database,
  actor: AuditActor,
  issue: NewsletterIssueInput,
  { origin, now }: { origin: string; now: Date },
): Promise<{ id: string; recipients: number }> {
  const check = await checkIssue(db, issue);
  if (blocksPublishing(check.findings)) {
    throw new Refusal(
      422,
      'The issue breaks Michigan’s advertising rules. Change the words marked and check again.',
      undefined,
      {
        details: { findings: check.findings },
      },
    );
  }
  return db.transaction(async (tx) => {
    const recipients = await confirmedSubscribers(tx);
    if (recipients.length === 0)
      throw new Refusal(409, 'Nobody has confirmed a subscription yet, so there is no one to send to.');
    const store = await getStoreSettings(tx);
    const key = await linkSigningKey(tx);
    const [saved] = await tx.query<{ id: string }>(
      `insert into newsletter_issues (subject, body, recipient_count, sent_by, sent_at) values ($1, $2, $3, $4, $5) returning id`,
      [issue.subject, issue.body, recipients.length, actor.id, now],
    );
    for (const to of recipients) {
      const links = subscriberLinks(key, origin, to, now);
      await queueEmail(
        tx,
        issueEmail({
          to,
          subject: issue.subject,
          body: absoluteStoreLinks(issue.body, origin),
          storeName: store.name,
          warnings: WARNINGS,
          ...links,
        }),
      );
    }
    await recordAudit(tx, actor, {
      entityType: 'newsletter_issue',
      entityId: saved!.id,
      action: 'send',
      summary: `Newsletter “${issue.subject}” sent to ${recipients.length} subscriber${recipients.length === 1 ? '' : 's'}`,
    });
    return { id: saved!.id, recipients: recipients.length };
  });
}
