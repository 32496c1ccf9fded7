import type { UserEmail } from '#lib/users/users.ts';
import { EmailList } from '../mail/EmailList.tsx';

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
        <EmailList emails={emails} label="Emails to this account, newest first" />
      )}
    </section>
  );
}
