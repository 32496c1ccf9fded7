import { Link } from 'react-router';

/** The link above a page's header back to the list or page it belongs to ("All stores", "Inbox"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mb-2">
      <Link to={to} className="font-semibold text-brand-800 underline">
        {children}
      </Link>
    </p>
  );
}
