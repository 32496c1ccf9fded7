import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { REVIEW_QUEUE_PAGE_SIZE, type ReviewQueue, type ReviewQueueRow } from '#lib/reviews/review-moderation.ts';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '#lib/vocabulary/reviews.ts';
import { loadReviewQueue } from '../../api/reviews.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Pagination, pageHref } from '../../ui/Pagination.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Rating, ReviewReasons, ReviewStatusBadge, WaitedTime } from './ReviewBits.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return loadReviewQueue(new URL(request.url).searchParams, request.signal);
}

const LINK = 'font-semibold text-brand-800 underline';

const COLUMNS: readonly Column<ReviewQueueRow>[] = [
  {
    label: 'Review',
    rowHeader: true,
    cell: (review) => (
      <>
        <Link to={`/dashboard/reviews/${review.id}`} className={LINK}>
          {review.title || 'Untitled review'}
        </Link>
        {review.excerpt && <span className="mt-1 block max-w-md text-sm">{review.excerpt}</span>}
      </>
    ),
    csv: (review) => review.title,
  },
  {
    label: 'About',
    cell: (review) => review.product?.name ?? 'Store',
    csv: (review) => review.product?.name ?? 'Store',
  },
  { label: 'Rating', cell: (review) => <Rating rating={review.rating} />, csv: (review) => review.rating },
  {
    label: 'Author',
    cell: (review) => (
      <>
        {review.authorName}
        <span className="block text-sm text-ink-muted">{review.verified ? 'Verified buyer' : 'Not verified'}</span>
      </>
    ),
    csv: (review) => review.authorName,
  },
  {
    label: 'Status',
    cell: (review) => (
      <>
        <ReviewStatusBadge status={review.status} />
        <ReviewReasons {...review} />
      </>
    ),
    csv: (review) => REVIEW_STATUS_LABELS[review.status],
  },
  {
    label: 'Written',
    cell: (review) => <DateTime iso={review.createdAt} />,
    csv: (review) => review.createdAt,
  },
  {
    label: 'Waited',
    cell: (review) => <WaitedTime minutes={review.waitedMinutes} />,
    csv: (review) => review.waitedMinutes,
  },
];

const STATUS_OPTIONS = [
  { value: 'all', label: 'Every review' },
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
];
const RATING_OPTIONS = [
  { value: '', label: 'Any rating' },
  ...[5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: `${rating} of 5` })),
];
const VERIFIED_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'yes', label: 'Verified buyers' },
  { value: 'no', label: 'Not verified' },
];
const SORT_OPTIONS = [
  { value: 'waiting', label: 'Waiting first, longest first' },
  { value: 'newest', label: 'Newest first' },
];

function Filters({ products }: { products: ReviewQueue['products'] }) {
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter reviews"
      className="flex flex-wrap items-end gap-3"
      key={params.toString()}
    >
      <SelectField name="status" label="Status" defaultValue={params.get('status') ?? 'all'} options={STATUS_OPTIONS} />
      <SelectField name="product" label="About" defaultValue={params.get('product') ?? ''}>
        <option value="">Products and the store</option>
        <option value="store">The store</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name} ({product.reviews})
          </option>
        ))}
      </SelectField>
      <SelectField name="rating" label="Rating" defaultValue={params.get('rating') ?? ''} options={RATING_OPTIONS} />
      <SelectField
        name="verified"
        label="Buyer"
        defaultValue={params.get('verified') ?? 'all'}
        options={VERIFIED_OPTIONS}
      />
      <SelectField name="sort" label="Order" defaultValue={params.get('sort') ?? 'waiting'} options={SORT_OPTIONS} />
      <Button type="submit">Show</Button>
    </Form>
  );
}

/**
 * The moderation queue: every review, held ones first and the longest-waiting on top, with how
 * long each has waited (marked past 72 hours); filtered by status, product, rating and verified
 * purchase through the address.
 */
export function Component() {
  const queue = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const filtered = [...params.keys()].some((name) => name !== 'page' && name !== 'sort' && params.get(name));
  const pageLink = (to: number) => pageHref(params, to);

  return (
    <>
      <PageHeader
        title="Reviews"
        description="Decide held reviews by the written review policy, never by rating: a withheld text's rating still counts."
      />
      <p className="mb-4" data-testid="reviews-held-count">
        {queue.heldCount === 0 ? (
          'No review is waiting for a decision.'
        ) : (
          <>
            {queue.heldCount === 1 ? '1 review is' : `${queue.heldCount} reviews are`} waiting for a decision.{' '}
            <Link to="/dashboard/reviews?status=held" className={LINK}>
              Show the held reviews
            </Link>
          </>
        )}
      </p>
      <Filters products={queue.products} />
      <p className="mt-4 text-ink-muted" role="status">
        {queue.total === 1 ? '1 review' : `${queue.total} reviews`}
        {filtered && (
          <>
            {' '}
            match.{' '}
            <Link to="/dashboard/reviews" className={LINK}>
              Show every review
            </Link>
          </>
        )}
      </p>
      <div className="mt-2">
        <DataTable
          caption={
            params.get('sort') === 'newest'
              ? 'Reviews, newest first'
              : 'Reviews: held ones first, the longest-waiting first, then the newest'
          }
          minWidth="56rem"
          columns={COLUMNS}
          rows={queue.reviews}
          rowKey={(review) => review.id}
          rowAttributes={(review) => ({ 'data-review': review.id })}
          empty={filtered ? 'No review matches these filters.' : 'No one has written a review yet.'}
          csvExport={{ fileName: 'reviews.csv' }}
        />
      </div>
      {queue.pageCount > 1 && (
        <Pagination
          page={queue.page}
          pageSize={REVIEW_QUEUE_PAGE_SIZE}
          total={queue.total}
          hrefFor={pageLink}
          label="Pages of reviews"
        />
      )}
    </>
  );
}
