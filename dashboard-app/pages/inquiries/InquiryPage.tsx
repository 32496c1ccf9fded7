import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { InquiryDetail } from '#lib/inquiries/inbox.ts';
import { michiganLicenseType } from '#lib/inquiries/michigan-license.ts';
import { CONTACT_TOPIC_LABELS, INQUIRY_KIND_LABELS, type ContactTopic } from '#lib/vocabulary/inquiries.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadInquiry } from '../../api/inquiries.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { inquiryAction } from './actions.ts';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(loadInquiry(params.id ?? ''), 'Not found');
}

export { inquiryAction as action };

function fieldsOf(detail: InquiryDetail): [string, string][] {
  const { inquiry, tour } = detail;
  const rows: [string, string][] = [['Email', inquiry.email]];
  if (inquiry.phone) rows.push(['Phone', inquiry.phone]);
  const { topic, businessName, licenseNumber, outlet } = inquiry.details;
  if (topic) rows.push(['Topic', CONTACT_TOPIC_LABELS[topic as ContactTopic] ?? topic]);
  if (businessName) rows.push(['Business', businessName]);
  if (licenseNumber)
    rows.push(['State license', `${licenseNumber} (${michiganLicenseType(licenseNumber) ?? 'unknown type'})`]);
  if (outlet) rows.push(['Outlet', outlet]);
  if (tour) {
    rows.push(['Party', tour.partySize === 1 ? '1 person' : `${tour.partySize} people`]);
    rows.push(['Date of birth given', tour.birthdate]);
  }
  return rows;
}

/** One request: what was sent, the reply box, close or reopen, and press approval. */
export function Component() {
  const detail = useLoaderData<typeof loader>();
  return <InquiryView key={detail.inquiry.id} detail={detail} />;
}

function InquiryView({ detail }: { detail: InquiryDetail }) {
  const { inquiry, tour, press, replies } = detail;
  const [body, setBody] = useState('');
  const change = useAction<typeof inquiryAction>({ onDone: ({ intent }) => intent === 'reply' && setBody('') });
  const busy = (intent: string) => change.busy && change.sent?.intent === intent;
  // A closed request can be reopened; any other can be closed.
  const settle =
    inquiry.status === 'closed'
      ? ({ intent: 'reopen', label: 'Reopen', done: 'Reopened as new.' } as const)
      : ({ intent: 'close', label: 'Close', done: 'Closed.' } as const);

  function reply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) return change.refuse({ body: 'Write the reply.' });
    change.send('reply', { id: inquiry.id, body }, { done: `Reply sent to ${inquiry.email}.` });
  }

  return (
    <>
      <BackLink to="/dashboard/inbox">Inbox</BackLink>
      <PageHeader
        title={`${INQUIRY_KIND_LABELS[inquiry.kind]} from ${inquiry.name}`}
        description={
          <>
            <span className="font-mono">{inquiry.reference}</span>, received <DateTime iso={inquiry.createdAt} />.
            Status: <InquiryStatusBadge status={inquiry.status} />
          </>
        }
      />
      {(change.problem || change.notice) && (
        <div className="mb-6 max-w-3xl">
          <ActionMessage action={change} />
        </div>
      )}
      <div className="grid max-w-3xl gap-6">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {fieldsOf(detail).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {tour && (
          <p>
            Tour: <DateTime iso={tour.startsAt} /> ({tour.durationMinutes} minutes)
            {tour.slotCancelled ? ', slot cancelled.' : tour.reminderSentAt ? ', reminder sent.' : '.'}{' '}
            <Link to="/dashboard/inbox/tours" className="font-semibold text-brand-800 underline">
              Tour calendar
            </Link>
          </p>
        )}
        {inquiry.message && (
          <section aria-labelledby="message-title">
            <h2 id="message-title" className="text-lg font-bold text-brand-900">
              Message
            </h2>
            <p
              className="mt-2 whitespace-pre-wrap rounded-xl border border-ink/15 bg-surface p-4"
              data-testid="inquiry-message"
            >
              {inquiry.message}
            </p>
          </section>
        )}
        {inquiry.kind === 'press' && (
          <section aria-labelledby="press-title" className="rounded-xl border border-ink/15 bg-surface p-4">
            <h2 id="press-title" className="text-lg font-bold text-brand-900">
              Media kit
            </h2>
            {press ? (
              <p className="mt-1">
                Approved by {press.approvedBy} on <DateTime iso={press.approvedAt} />; the link opens until{' '}
                <DateTime iso={press.linkExpiresAt} />.
              </p>
            ) : (
              <p className="mt-1">Approving emails the requester a private link to the media kit, open for 14 days.</p>
            )}
            <Button
              className="mt-3"
              busy={busy('approve')}
              onClick={() =>
                change.send('approve', { id: inquiry.id }, { done: `Media kit link emailed to ${inquiry.email}.` })
              }
            >
              {press ? 'Send a new link' : 'Approve and send the link'}
            </Button>
          </section>
        )}
        <section aria-labelledby="replies-title">
          <h2 id="replies-title" className="text-lg font-bold text-brand-900">
            Replies
          </h2>
          {replies.length === 0 ? (
            <p className="mt-1 text-ink-muted">No reply yet.</p>
          ) : (
            <ol className="mt-2 grid gap-3">
              {replies.map((sent) => (
                <li key={sent.id} className="rounded-xl border border-ink/15 bg-surface p-4">
                  <p className="text-sm text-ink-muted">
                    {sent.staffEmail}, <DateTime iso={sent.createdAt} />
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{sent.body}</p>
                </li>
              ))}
            </ol>
          )}
          <form className="mt-4 flex flex-col gap-3" noValidate onSubmit={reply}>
            <TextAreaField
              label={`Reply to ${inquiry.email}`}
              name="body"
              rows={6}
              required
              value={body}
              onChange={(event) => setBody(event.target.value)}
              error={change.fields.body}
              hint="Sent by email from the store; the request is then marked answered."
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={busy('reply')}>
                {busy('reply') ? 'Sending…' : 'Send reply'}
              </Button>
              <Button
                type="button"
                tone="secondary"
                busy={busy(settle.intent)}
                onClick={() => change.send(settle.intent, { id: inquiry.id }, { done: settle.done })}
              >
                {settle.label}
              </Button>
            </div>
          </form>
        </section>
      </div>
      <AuditLog entries={detail.audit} title="Changes to this request" empty="No staff changes yet." />
    </>
  );
}
