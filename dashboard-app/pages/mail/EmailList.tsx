import { useState } from 'react';
import { deliveryLabel, templateLabel } from '#lib/mail/outbox.ts';
import { DateTime } from '../../ui/DateTime.tsx';

/** An email as a list shows it; `to` where the list holds emails to several addresses. */
export interface ListedEmail {
  id: string;
  to?: string;
  subject: string;
  template: string;
  text: string;
  html?: string | null;
  createdAt: string;
  dueAt?: string | null;
  sentAt: string | null;
  failedAt?: string | null;
}

/** Where the email stands, with the time it is due while it waits for it. */
function Delivery({ email }: { email: ListedEmail }) {
  const label = deliveryLabel(email);
  return label === 'Due' && email.dueAt ? (
    <>
      {label} <DateTime iso={email.dueAt} />
    </>
  ) : (
    label
  );
}

/**
 * The HTML part as the shopper's mail program showed it, drawn only once asked for (a page holds
 * fifty emails). It is shown in a frame sandboxed to nothing — no scripts, no forms, no links
 * followed, not the dashboard's origin — so whatever it held could not act in an admin's session;
 * its links are read from the text part above it.
 */
function HtmlPart({ email }: { email: ListedEmail }) {
  const [open, setOpen] = useState(false);
  if (!email.html) return <p className="mt-2 text-sm text-ink-muted">Sent as text alone, without an HTML part.</p>;
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">HTML part, as it was received</summary>
      {open && (
        <iframe
          sandbox=""
          srcDoc={email.html}
          title={`HTML part of “${email.subject}”`}
          className="mt-1 h-96 w-full rounded border border-ink/15 bg-white"
        />
      )}
    </details>
  );
}

/**
 * Emails as the outbox holds them, newest first: subject, when, where it stands and (opened) its
 * text, links included, for an admin to read or pass on, and its HTML part as it was received.
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
                {templateLabel(email.template)} · <DateTime iso={email.createdAt} /> · <Delivery email={email} />
              </span>
            </summary>
            <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{email.text}</pre>
            <HtmlPart email={email} />
          </details>
        </li>
      ))}
    </ol>
  );
}
