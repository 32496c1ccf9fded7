import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { OrderQueue } from '#lib/orders/order-queue.ts';
import { ALL_ORDERS_VIEW, orderSearchApiQuery } from '#lib/orders/order-search.ts';
import { HttpError, fieldProblems } from '../../api/client.ts';
import { loadOrderQueue, searchOrders } from '../../api/orders.ts';
import { AllOrdersView, type AllOrdersData, type OrderSearchState } from './AllOrdersView.tsx';
import { orderMovesAction } from './actions.ts';
import { OrderQueueView } from './OrderQueueView.tsx';

type OrdersData = { view: 'queue'; queue: OrderQueue } | ({ view: 'all' } & AllOrdersData);

async function loadSearch(params: URLSearchParams, signal: AbortSignal): Promise<AllOrdersData> {
  const state: OrderSearchState = {
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: params.get('status') ?? '',
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
  try {
    return { state, result: await searchOrders(orderSearchApiQuery(params), signal), problems: {}, problem: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const problems = fieldProblems(error);
    // A field the form has is marked beside it; any other (the page number) is said under the form.
    const shown = ['q', 'from', 'to', 'status'].some((field) => problems[field]);
    return { state, result: null, problems, problem: shown ? null : (problems.page ?? error.message) };
  }
}

/** `/dashboard/orders` is the pickup queue; `?view=all` (with its search in the address) is every order. */
export async function loader({ request }: LoaderFunctionArgs): Promise<OrdersData> {
  const params = new URL(request.url).searchParams;
  if (params.get('view') === ALL_ORDERS_VIEW) return { view: 'all', ...(await loadSearch(params, request.signal)) };
  return { view: 'queue', queue: await loadOrderQueue(request.signal) };
}

/** The queue's moves; the search has none. */
export { orderMovesAction as action };

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data.view === 'all' ? <AllOrdersView {...data} /> : <OrderQueueView loaded={data.queue} />;
}
