import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCents } from '#lib/money.ts';
import { loadOverview } from '../../api/overview.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LowStockTable } from './LowStockTable.tsx';

export function loader(_: LoaderFunctionArgs) {
  return loadOverview();
}

function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The dashboard's home: what today holds for the counter, the till and the shelves, and (admins) the reviews waiting. */
export function Component() {
  const overview = useLoaderData<typeof loader>();
  const { ordersToPrepare: orders, salesToday, lowStock } = overview;
  const toPrepare = orders.placed + orders.accepted + orders.ready;

  return (
    <>
      <PageHeader title="Overview" description={`Today, ${longDate(overview.date)}, on the store's clock.`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="overview-orders" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="overview-orders" className="text-xl font-bold text-brand-900">
            Orders to prepare today
          </h2>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="orders-to-prepare">
            {toPrepare}
          </p>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>New, to accept</dt>
            <dd className="text-right font-semibold tabular-nums">{orders.placed}</dd>
            <dt>Being packed</dt>
            <dd className="text-right font-semibold tabular-nums">{orders.accepted}</dd>
            <dt>Ready for pickup</dt>
            <dd className="text-right font-semibold tabular-nums">{orders.ready}</dd>
            <dt className="text-ink-muted">For later days</dt>
            <dd className="text-right tabular-nums text-ink-muted">{orders.later}</dd>
          </dl>
          <p className="mt-3">
            <Link to="/dashboard/orders" className="font-semibold text-brand-800 underline">
              Open the pickup queue
            </Link>
          </p>
        </section>

        <section aria-labelledby="overview-sales" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="overview-sales" className="text-xl font-bold text-brand-900">
            Sales so far today
          </h2>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="sales-today">
            {formatCents(salesToday.totalCents)}
          </p>
          <p className="mt-1 text-ink-muted">
            {plural(salesToday.orders, 'order', 'orders')} picked up, taxes included.
          </p>
        </section>
        {overview.reviewsWaiting !== null && (
          <section aria-labelledby="overview-reviews" className="rounded-xl border border-ink/10 bg-surface p-4">
            <h2 id="overview-reviews" className="text-xl font-bold text-brand-900">
              Reviews
            </h2>
            <p className="mt-1 text-lg font-semibold" data-testid="reviews-waiting">
              Reviews waiting: <span className="tabular-nums">{overview.reviewsWaiting}</span>
            </p>
            <p className="mt-3">
              <Link to="/dashboard/reviews?status=held" className="font-semibold text-brand-800 underline">
                Open the held reviews
              </Link>
            </p>
          </section>
        )}
      </div>

      <section aria-labelledby="overview-stock" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
        <h2 id="overview-stock" className="text-xl font-bold text-brand-900">
          Low stock
        </h2>
        <p className="mt-1 text-ink-muted">Sizes on the menu with {lowStock.threshold} or fewer left, fewest first.</p>
        {lowStock.runningLowCount === 0 ? (
          <p className="mt-3">No size is running low.</p>
        ) : (
          <LowStockTable caption="Sizes running low" items={lowStock.runningLow} total={lowStock.runningLowCount} />
        )}
        {lowStock.soldOutCount > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold text-brand-900">
              {plural(lowStock.soldOutCount, 'size is', 'sizes are')} sold out
            </summary>
            <LowStockTable caption="Sizes sold out" items={lowStock.soldOut} total={lowStock.soldOutCount} />
          </details>
        )}
      </section>
    </>
  );
}
