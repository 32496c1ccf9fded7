import type { AuditEntry } from '#lib/staff/audit-entry.ts';
import { DateTime } from './DateTime.tsx';

/** The newest staff changes to a record: when, who, and the sentence the change was logged with. */
export function AuditLog({
  entries,
  title = 'Recent changes',
  empty = 'No changes yet.',
  headingId = 'audit-log-title',
}: {
  entries: readonly AuditEntry[];
  title?: string;
  empty?: string;
  /** The heading's id, for a page that shows the changes of two records. */
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2" data-testid="audit-log">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-ink/15 bg-surface p-3">
              <p>{entry.summary}</p>
              <p className="mt-1 text-sm text-ink-muted">
                <DateTime iso={entry.at} /> · {entry.actorEmail}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
