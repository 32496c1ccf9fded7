import { Link } from 'react-router';

/**
 * Previous/next links and where the list stands ("Page 2 of 40, 1,987 in all"). Each link is a
 * URL, so a page can be bookmarked, shared and opened in a new tab.
 */
export function Pagination({
  page,
  total,
  hrefFor,
  label,
  ...size
}: {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  label: string;
} & ({ pageSize: number } | { pageCount: number })) {
  const pages = 'pageCount' in size ? Math.max(1, size.pageCount) : Math.max(1, Math.ceil(total / size.pageSize));
  const link = 'rounded-full border-2 border-brand-700 px-4 py-1.5 font-semibold text-brand-900 hover:bg-brand-50';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={link}>
          Previous page
        </Link>
      )}
      <p className="text-ink-muted">
        Page {Math.min(page, pages)} of {pages}, {total.toLocaleString('en-US')} in all
      </p>
      {page < pages && (
        <Link to={hrefFor(page + 1)} className={link}>
          Next page
        </Link>
      )}
    </nav>
  );
}

/** The address of another page of a list: the page's own query, `page` set to `to`. */
export function pageHref(params: URLSearchParams, to: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(to));
  return `?${next}`;
}
