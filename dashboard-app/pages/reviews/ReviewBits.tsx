import {
  holdReasonLabel,
  waitedLabel,
  waitedTooLong,
  REVIEW_WAIT_LIMIT_HOURS,
} from '#lib/reviews/review-moderation.ts';
import {
  REVIEW_POLICY_REASON_LABELS,
  REVIEW_STATUS_LABELS,
  type ReviewPolicyReason,
  type ReviewStatus,
} from '#lib/vocabulary/reviews.ts';

/** The small parts the queue and a review's page share: rating, status, reasons, the wait. */

const STATUS_STYLES: Record<ReviewStatus, string> = {
  held: 'bg-amber-100 text-amber-950',
  published: 'bg-brand-50 text-brand-900',
  withheld: 'bg-page text-ink',
};

/** A rating read out as "4 out of 5 stars", drawn as stars. */
export function Rating({ rating }: { rating: number }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-amber-800">
        {'★'.repeat(rating)}
        <span className="text-ink-muted">{'☆'.repeat(5 - rating)}</span>
      </span>{' '}
      <span className="text-sm">{rating} of 5</span>
    </span>
  );
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}

/** Why it was held, or why its text is withheld. */
export function ReviewReasons({
  holdReasons,
  status,
  withheldReason,
}: {
  holdReasons: readonly string[];
  status: ReviewStatus;
  withheldReason: ReviewPolicyReason | null;
}) {
  return (
    <>
      {status === 'withheld' && withheldReason && (
        <span className="block text-sm">Withheld: {REVIEW_POLICY_REASON_LABELS[withheldReason]}</span>
      )}
      {holdReasons.length > 0 && (
        <span className="block text-sm text-ink-muted">Held for: {holdReasons.map(holdReasonLabel).join(', ')}</span>
      )}
    </>
  );
}

/** How long a held review has waited, marked in words (not colour alone) past the limit. */
export function WaitedTime({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <span className="text-ink-muted">Not waiting</span>;
  const late = waitedTooLong(minutes);
  return (
    <span className="whitespace-nowrap">
      {waitedLabel(minutes)}
      {late && (
        <span
          className="ml-2 inline-block rounded-full border-2 border-danger px-2 text-sm font-bold text-danger"
          data-testid="over-wait-limit"
        >
          <span aria-hidden="true">⚠ </span>Over {REVIEW_WAIT_LIMIT_HOURS} hours
        </span>
      )}
    </span>
  );
}
