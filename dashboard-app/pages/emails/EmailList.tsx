import { deliveryLabel, templateLabel } from '#lib/dashboard/outbox.ts';
import { DateTime } from '../../ui/DateTime.tsx';

/** An email as a list shows it; `to` where the list holds emails to several addresses. */
export interface ListedEmail {
  id: string;
  to?: string;
  subject: string;
  template: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  failedAt?: string | null;
}

/**
 * Emails as the outbox holds them, newest first: subject, when, where it stands and (opened) its
 * text, links included, for an admin to read or pass on.
 */
export function EmailList({ emails, label }: { emails: readonly ListedEmail[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-3 flex flex-col gap-2">
      {emails.map((email) => (
        <li
          key={email.id}
          className="rounded-lg border border-ink/15 bg-surface p-3"
          data-template={email.template}
          data-to={email.to}
        >
          <details>
            <summary className="cursor-pointer font-semibold">
              {email.subject}
              <span className="block text-sm font-normal break-words text-ink-muted">
                {email.to && <>To {email.to} · </>}
                {templateLabel(email.template)} · <DateTime iso={email.createdAt} /> ·{' '}
                {deliveryLabel({ sentAt: email.sentAt, failedAt: email.failedAt ?? null })}
              </span>
            </summary>
            <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{email.text}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
