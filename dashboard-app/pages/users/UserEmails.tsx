import type { UserEmail } from '#lib/dashboard/users.ts';
import { DateTime } from '../../ui/DateTime.tsx';

/**
 * The newest emails the store sent to the account, as they sit in the outbox: without a mail
 * server configured the outbox is the delivery, and an admin passes a link on from here.
 */
export function UserEmails({ emails }: { emails: readonly UserEmail[] }) {
  return (
    <section aria-labelledby="emails-title" className="mt-10 max-w-3xl">
      <h2 id="emails-title" className="text-xl font-bold text-brand-900">
        Emails to this account
      </h2>
      {emails.length === 0 ? (
        <p className="mt-2 text-ink-muted">The store has not emailed this address.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {emails.map((email) => (
            <li
              key={email.id}
              className="rounded-lg border border-ink/15 bg-surface p-3"
              data-template={email.template}
            >
              <details>
                <summary className="cursor-pointer font-semibold">
                  {email.subject}
                  <span className="block text-sm font-normal text-ink-muted">
                    <DateTime iso={email.createdAt} /> · {email.sentAt ? 'Sent' : 'In the outbox'}
                  </span>
                </summary>
                <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{email.text}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
