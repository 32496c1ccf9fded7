/** How many a search found ("1 request", "12 requests"), and which page of them shows when there are several. */
export function ResultCount({
  total,
  one,
  many,
  page = 1,
  pageCount = 1,
}: {
  total: number;
  one: string;
  many: string;
  page?: number;
  pageCount?: number;
}) {
  return (
    <p className="mt-4 text-ink-muted" role="status">
      {total === 1 ? `1 ${one}` : `${total} ${many}`}
      {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
    </p>
  );
}
