import type { FormEvent } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { MAX_ORDER_QUERY, orderSearchHref, type OrderSearchPage } from '#lib/orders/order-search.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '#lib/orders/order-status.ts';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { OrderSearchResults } from './OrderSearchResults.tsx';
import { OrdersViewNav } from './OrdersViewNav.tsx';

/** The search as the address holds it, typed values kept as they are so a refused one shows beside its field. */
export interface OrderSearchState {
  q: string;
  from: string;
  to: string;
  status: string;
  page: number;
}

export interface AllOrdersData {
  state: OrderSearchState;
  /** Null when the search was refused. */
  result: OrderSearchPage | null;
  /** Each refused field's message, and the sentence for the whole search. */
  problems: Record<string, string>;
  problem: string | null;
}

/**
 * Every order the store has taken, guests' included, newest first: searched by number, name,
 * email or phone, the days it was placed and its status, all in the address, 50 a page.
 */
export function AllOrdersView({ state, result, problems, problem }: AllOrdersData) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/orders';

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    void navigate(orderSearchHref({ q: value('q'), from: value('from'), to: value('to'), status: value('status') }));
  }

  return (
    <>
      <PageHeader
        title="All orders"
        description="Every order the store has taken, guests’ too, newest first. Open one to see it in full."
      />
      <OrdersViewNav current="all" />
      <form
        role="search"
        aria-label="Orders"
        noValidate
        onSubmit={search}
        className="flex flex-wrap items-end gap-3"
        key={JSON.stringify(state)}
      >
        <TextField
          label="Order number, name, email or phone"
          name="q"
          type="search"
          defaultValue={state.q}
          maxLength={MAX_ORDER_QUERY}
          hint="RR-7K3Q9P or 7K3Q9P; part of a name; the start of an email or phone number; a phone's last 4 or more digits"
          error={problems.q}
          autoComplete="off"
          className="min-w-64 flex-1"
        />
        <TextField
          label="Placed from"
          name="from"
          type="date"
          defaultValue={state.from}
          hint="The store’s day"
          error={problems.from}
        />
        <TextField
          label="Placed to"
          name="to"
          type="date"
          defaultValue={state.to}
          hint="Included"
          error={problems.to}
        />
        <SelectField label="Status" name="status" defaultValue={state.status} hint="Now" error={problems.status}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={searching}>
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </form>
      {problem && <p className="mt-3 font-semibold text-danger">{problem}</p>}

      {result && (
        <>
          <OrderSearchResults result={result} />
          <Pagination
            label="Order pages"
            page={result.page}
            pageSize={result.pageSize}
            total={result.total}
            hrefFor={(page) => orderSearchHref({ ...state, page })}
          />
        </>
      )}
    </>
  );
}
