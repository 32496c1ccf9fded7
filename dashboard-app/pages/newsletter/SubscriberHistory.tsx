import { Link } from 'react-router';
import { deliveryLabel } from '#lib/mail/outbox.ts';
import type { SubscriberDetail } from '#lib/newsletter/subscribers.ts';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_SOURCE_LABELS,
  CONSENT_STATUS_LABELS,
} from '#lib/vocabulary/consent.ts';
import { DateTime } from '../../ui/DateTime.tsx';

/**
 * One address's every consent change with the words shown and their version, and the messages
 * queued for it (without a mail server the outbox is the delivery: an admin can pass a link on).
 */
export function SubscriberHistory({
  address,
  detail,
  closeHref,
}: {
  address: string;
  detail: SubscriberDetail | null;
  closeHref: string;
}) {
  return (
    <section aria-labelledby="history-title" className="mt-8 rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="history-title" className="text-xl font-bold break-all text-brand-900">
          History of {address}
        </h2>
        <Link to={closeHref} className="font-semibold text-brand-800 underline">
          Close the history
        </Link>
      </div>
      {!detail ? (
        <p className="mt-3">That address is not in the consent ledger.</p>
      ) : (
        <>
          <ol className="mt-4 flex flex-col gap-3" data-testid="consent-history">
            {detail.history.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-ink/15 p-3">
                <p className="font-semibold">
                  {CONSENT_CHANNEL_LABELS[entry.channel]}, {CONSENT_PURPOSE_LABELS[entry.purpose].toLowerCase()}:{' '}
                  {CONSENT_STATUS_LABELS[entry.status]}
                </p>
                <p className="text-sm text-ink-muted">
                  <DateTime iso={entry.occurredAt} /> · {CONSENT_SOURCE_LABELS[entry.source]}
                  {entry.clientAddress ? ` · from ${entry.clientAddress}` : ''}
                </p>
                <p className="mt-1 text-sm">
                  “{entry.disclosureText}” ({entry.disclosureKey}, version {entry.disclosureVersion})
                </p>
              </li>
            ))}
          </ol>
          <h3 className="mt-6 text-lg font-bold text-brand-900">Messages to this address</h3>
          {detail.messages.length === 0 ? (
            <p className="mt-2">None yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3" data-testid="subscriber-messages">
              {detail.messages.map((message) => (
                <li key={message.id} className="rounded-lg border border-ink/15 p-3">
                  <p className="font-semibold">{message.subject}</p>
                  <p className="text-sm text-ink-muted">
                    <DateTime iso={message.createdAt} /> · {deliveryLabel(message)}
                    {message.failedAt && message.failure ? `: ${message.failure}` : ''}
                  </p>
                  <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{message.text}</pre>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
