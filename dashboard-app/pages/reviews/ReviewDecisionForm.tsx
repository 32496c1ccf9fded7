import { useState } from 'react';
import type { ReviewDetail } from '#lib/reviews/review-moderation.ts';
import { REVIEW_POLICY_REASON_LABELS, REVIEW_POLICY_REASONS } from '#lib/vocabulary/reviews.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './ReviewPage.tsx';

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...REVIEW_POLICY_REASONS.map((reason) => ({ value: reason, label: REVIEW_POLICY_REASON_LABELS[reason] })),
];

/**
 * The decision on a review's text: publish a held review (or restore a withheld text), or withhold
 * the text under one reason of the review policy. The rating is not the admin's to decide: it
 * counts whatever is chosen here.
 */
export function ReviewDecisionForm({ review }: { review: ReviewDetail['review'] }) {
  const decide = useAction<typeof action>();
  const [reason, setReason] = useState(review.withheldReason ?? '');
  const busy = (decision: 'publish' | 'withhold') =>
    decide.busy && decide.sent?.intent === 'decide' && decide.sent.input.decision.decision === decision;
  const publishLabel = review.status === 'withheld' ? 'Restore the text' : 'Publish the review';

  return (
    <section aria-labelledby="decision-title" className="rounded-xl border border-ink/15 bg-surface p-4">
      <h2 id="decision-title" className="text-lg font-bold text-brand-900">
        Decision
      </h2>
      <p className="mt-1">
        {review.status === 'held'
          ? 'This review is waiting: publish it, or withhold its text if it breaks the review policy.'
          : review.status === 'withheld'
            ? 'Shoppers read “Withheld under our review policy” instead of this text.'
            : 'Shoppers read this review as written.'}{' '}
        Whatever is decided, the {review.rating}-star rating counts in the average once the review is decided; no
        decision hides a review for its rating.
      </p>
      {(decide.problem || decide.notice) && (
        <div className="mt-3">
          <ActionMessage action={decide} />
        </div>
      )}
      {review.status !== 'published' && (
        <Button
          className="mt-3"
          busy={busy('publish')}
          onClick={() =>
            decide.send(
              'decide',
              { id: review.id, decision: { decision: 'publish' } },
              { done: review.status === 'withheld' ? 'Text restored and published.' : 'Review published.' },
            )
          }
        >
          {publishLabel}
        </Button>
      )}
      <form
        aria-label="Withhold the text"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          decide.send(
            'decide',
            // An empty reason goes to the server as it is, which says what is missing beside the field.
            { id: review.id, decision: { decision: 'withhold', reason } },
            { done: 'Text withheld. The rating still counts.' },
          );
        }}
      >
        <SelectField
          label="Policy reason"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          options={REASON_OPTIONS}
          error={decide.fields.reason}
          hint="The part of the written review policy the text breaks"
          className="max-w-full [&_select]:max-w-full"
        />
        <Button type="submit" tone="danger" busy={busy('withhold')}>
          {review.status === 'withheld' ? 'Change the reason' : 'Withhold the text'}
        </Button>
      </form>
    </section>
  );
}
