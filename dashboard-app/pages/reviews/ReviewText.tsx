import type { PageFinding } from '#lib/content/content-compliance.ts';
import type { ReviewDetail, ReviewRevision } from '#lib/reviews/review-moderation.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ComplianceFindingText } from '../content/ComplianceFindings.tsx';
import { Rating } from './ReviewBits.tsx';

/**
 * What Michigan's advertising rules find in the review's title and text as they are now, each
 * with the rule it cites: the reason a health or cure claim was held, for the admin to read.
 */
export function ReviewFindings({ findings }: { findings: readonly PageFinding[] }) {
  return (
    <section aria-labelledby="review-findings-title" className="rounded-xl border border-ink/15 bg-surface p-4">
      <h2 id="review-findings-title" className="text-lg font-bold text-brand-900">
        Advertising rules
      </h2>
      <p className="mt-1 text-ink-muted">
        {findings.length === 0
          ? 'The checker finds nothing in this review against Michigan’s advertising rules.'
          : `The checker finds ${findings.length === 1 ? 'one passage' : `${findings.length} passages`} the rules speak to. A health or cure claim is a reason to withhold the text.`}
      </p>
      {findings.length > 0 && (
        <ol className="mt-3 flex flex-col gap-3" data-testid="review-findings">
          {findings.map((finding) => (
            <li key={`${finding.field}:${finding.id}`} className="rounded-lg border-2 border-ink/20 p-3">
              <ComplianceFindingText
                finding={finding}
                verdict={finding.severity === 'block' ? 'Not allowed' : 'To check'}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type Version = ReviewRevision & { now: boolean };

const COLUMNS: readonly Column<Version>[] = [
  {
    label: 'Version',
    rowHeader: true,
    cell: (version) => (version.now ? 'Now' : <DateTime iso={version.at} />),
  },
  { label: 'Rating', cell: (version) => <Rating rating={version.rating} /> },
  { label: 'Title', cell: (version) => version.title || '—' },
  { label: 'Text', cell: (version) => <span className="whitespace-pre-wrap">{version.body || '—'}</span> },
];

/** The review as it is and every rating, title and text its author replaced, newest first. */
export function ReviewRevisions({
  current,
  revisions,
}: {
  current: ReviewDetail['review'];
  revisions: readonly ReviewRevision[];
}) {
  const versions: Version[] = [
    { rating: current.rating, title: current.title, body: current.body, at: current.updatedAt, now: true },
    ...[...revisions].reverse().map((revision) => ({ ...revision, now: false })),
  ];
  return (
    <section aria-labelledby="review-history-title" className="mt-10 max-w-4xl">
      <h2 id="review-history-title" className="text-xl font-bold text-brand-900">
        Rating history
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-ink-muted">The author has not changed the rating or the text.</p>
      ) : (
        <div className="mt-2">
          <DataTable
            caption="The rating, title and text now and before each edit by the author"
            columns={COLUMNS}
            rows={versions}
            rowKey={(version, index) => `${index}:${version.at}`}
            minWidth="44rem"
          />
        </div>
      )}
    </section>
  );
}
