import { Link } from 'react-router';
import { orderSearchHref } from '#lib/orders/order-search.ts';

const VIEWS = [
  { view: 'queue', label: 'Pickup queue', href: '/dashboard/orders' },
  { view: 'all', label: 'All orders', href: orderSearchHref({}) },
] as const;

/**
 * The orders page's two views, each its own address: the pickup queue (`/dashboard/orders`) and
 * every order ever placed (`?view=all`, with its search in the address too).
 */
export function OrdersViewNav({ current }: { current: (typeof VIEWS)[number]['view'] }) {
  return (
    <nav aria-label="Orders" className="mb-6 border-b-2 border-ink/10">
      <ul className="flex flex-wrap gap-1">
        {VIEWS.map(({ view, label, href }) => (
          <li key={view}>
            <Link
              to={href}
              aria-current={view === current ? 'page' : undefined}
              className={`-mb-0.5 inline-block border-b-4 px-4 py-2 font-semibold ${
                view === current
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-brand-800 hover:border-brand-700/40'
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
