import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { holdReasonLabel, type ReviewDetail } from '#lib/reviews/review-moderation.ts';
import { ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadReview } from '../../api/reviews.ts';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { reviewAction } from './actions.ts';
import { ReviewStatusBadge, Rating, WaitedTime } from './ReviewBits.tsx';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import { ReviewFindings, ReviewRevisions } from './ReviewText.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader({ params, request }: LoaderFunctionArgs) {
  return foundOr404(loadReview(params.id ?? '', request.signal), 'There is no such review.');
}

export { reviewAction as action };

const LINK = 'font-semibold text-brand-800 underline';

/**
 * One review: its text and where it stands, why it was held and what the advertising rules find
 * in it, the order that makes it a verified buyer's, the decision and the store's reply, its
 * earlier versions and every staff change to it.
 */
export function Component() {
  const detail = useLoaderData<typeof loader>();
  // Another review's page starts afresh (the route stays mounted from one review to the next).
  return <ReviewView key={detail.review.id} detail={detail} />;
}

function ReviewView({ detail }: { detail: ReviewDetail }) {
  const { review, order } = detail;
  return (
    <>
      <BackLink to="/dashboard/reviews">All reviews</BackLink>
      <PageHeader
        title={review.title || 'Untitled review'}
        description={`A review of ${review.product?.name ?? 'the store'} by ${review.authorName}`}
      />

      <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="review-status">
          <ReviewStatusBadge status={review.status} />
          {review.decidedAt && (
            <span className="ml-2 text-sm text-ink-muted">
              decided <DateTime iso={review.decidedAt} />
              {review.decidedBy ? ` by ${review.decidedBy}` : ''}
            </span>
          )}
        </dd>
        {review.holdReasons.length > 0 && (
          <>
            <dt className="font-semibold">Held for</dt>
            <dd>{review.holdReasons.map(holdReasonLabel).join(', ')}</dd>
          </>
        )}
        {review.status === 'held' && (
          <>
            <dt className="font-semibold">Waiting</dt>
            <dd>
              <WaitedTime minutes={review.waitedMinutes} />
            </dd>
          </>
        )}
        <dt className="font-semibold">Rating</dt>
        <dd>
          <Rating rating={review.rating} />
        </dd>
        <dt className="font-semibold">About</dt>
        <dd>
          {review.product ? (
            <a href={`/products/${review.product.slug}`} className={LINK}>
              {review.product.name}
            </a>
          ) : (
            <a href="/reviews" className={LINK}>
              The store
            </a>
          )}
        </dd>
        <dt className="font-semibold">Author</dt>
        <dd className="break-all">
          {review.authorName} ({review.authorEmail}), {review.verified ? 'verified buyer' : 'not verified'}
        </dd>
        <dt className="font-semibold">Order</dt>
        <dd data-testid="review-order">
          {order ? (
            <>
              <Link to={`/dashboard/orders/${order.id}`} className={LINK}>
                {order.number}
              </Link>
              , {ORDER_STATUS_LABELS[order.status]}, placed <DateTime iso={order.placedAt} />
              {order.pickedUpAt && (
                <>
                  , picked up <DateTime iso={order.pickedUpAt} />
                </>
              )}
            </>
          ) : (
            'Not linked to an order'
          )}
        </dd>
        <dt className="font-semibold">Written</dt>
        <dd>
          <DateTime iso={review.createdAt} />
        </dd>
        <dt className="font-semibold">Found helpful</dt>
        <dd>{review.helpfulCount === 1 ? '1 shopper' : `${review.helpfulCount} shoppers`}</dd>
      </dl>

      <section aria-labelledby="review-text-title" className="mt-8 max-w-3xl">
        <h2 id="review-text-title" className="text-xl font-bold text-brand-900">
          What the author wrote
        </h2>
        <div className="mt-2 rounded-xl border border-ink/15 bg-surface p-4" data-testid="review-text">
          <p className="font-semibold">{review.title || 'No title'}</p>
          <p className="mt-2 whitespace-pre-wrap">{review.body || 'No text: a rating only.'}</p>
        </div>
      </section>

      <div className="mt-8 grid max-w-3xl grid-cols-1 gap-6">
        <ReviewFindings findings={detail.findings} />
        <ReviewDecisionForm review={review} />
        <ReviewReplyForm review={review} />
      </div>

      <ReviewRevisions current={review} revisions={detail.revisions} />
      <AuditLog entries={detail.audit} title="Decisions and replies" empty="No staff decision or reply yet." />
    </>
  );
}
