import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '#lib/vocabulary/inquiries.ts';

/** Where a request stands; a new one stands out. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={status === 'new' ? 'font-semibold text-brand-900' : status === 'closed' ? 'text-ink-muted' : ''}>
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
