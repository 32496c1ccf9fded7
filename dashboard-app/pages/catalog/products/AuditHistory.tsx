import type { AuditEntry } from '#lib/staff/audit-entry.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who changed what and when, newest first, from the staff audit log. */
export function AuditHistory({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="history-heading" className="text-xl font-bold text-brand-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-muted">No changes have been made in the dashboard yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="border-t border-ink/10 pt-2">
              <p>{entry.summary}</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> by {entry.actorEmail}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
