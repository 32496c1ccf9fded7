import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { salesUploadNotices, type SalesUploadStatus } from '#lib/inventory/sales-uploads.ts';
import { loadSalesUploadStatus } from '../api/inventory.ts';

/** How often the banner asks again while a page stays open. */
const REFRESH_MS = 60_000;

/**
 * The banner over every dashboard page while a store's sales are not reaching Metrc (decision
 * 79): an outage or a wait over five minutes to the store's staff, refused credentials to admins
 * with a link to the store's inventory source. Read again on every navigation and each minute; a
 * failed read shows nothing rather than a banner of its own.
 */
export function SalesUploadBanner({ admin, page }: { admin: boolean; page: string }) {
  const [statuses, setStatuses] = useState<readonly SalesUploadStatus[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      loadSalesUploadStatus().then(
        (answer) => live && setStatuses(answer),
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [page]);

  const notices = salesUploadNotices(statuses, { admin });
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Sales uploads to Metrc"
      className="shrink-0 border-b-2 border-danger bg-surface px-4 py-2"
    >
      <ul className="flex flex-col gap-1">
        {notices.map((notice) => (
          <li key={`${notice.storeId}:${notice.text}`} className="font-semibold text-danger">
            {notice.text}{' '}
            {notice.link && (
              <Link to={notice.link.href} className="text-brand-800 underline">
                {notice.link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
