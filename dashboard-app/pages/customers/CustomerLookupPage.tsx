import { Form, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { CustomerLookupResult } from '#lib/customers/customer-lookup.ts';
import { lookUpCustomers } from '../../api/customers.ts';
import { HttpError, fieldProblems } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CustomerRecord } from './CustomerRecord.tsx';
import { GuestRecord } from './GuestRecord.tsx';

interface LookupData {
  query: string;
  result: CustomerLookupResult | null;
  /** Why the query was refused (too short, too long), shown beside the field. */
  problem: string | null;
}

/** The query lives in the address (`?q=`), so a lookup can be shared or reloaded. */
export async function loader({ request }: LoaderFunctionArgs): Promise<LookupData> {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  if (query.trim() === '') return { query, result: null, problem: null };
  try {
    return { query, result: await lookUpCustomers(query, request.signal), problem: null };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      return { query, result: null, problem: fieldProblems(error).q ?? error.message };
    throw error;
  }
}

/** Finds a customer by name, email or phone: their orders, points and referrals; guests with their orders. */
export function Component() {
  const { query, result, problem } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/customers/lookup';

  return (
    <>
      <PageHeader
        title="Customer lookup"
        description="Search by name, email or phone number to see a customer's orders, points and referrals, and the orders of guests who checked out without an account (found by part of their name, the start of their email or phone number, or its last four or more digits)."
      />
      <Form method="get" role="search" noValidate className="flex flex-wrap items-start gap-3">
        <TextField
          key={query}
          name="q"
          type="search"
          label="Name, email or phone"
          defaultValue={query}
          required
          autoComplete="off"
          error={problem ?? undefined}
          className="min-w-64 flex-1"
        />
        <Button type="submit" busy={searching} className="mt-7">
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </Form>

      {result && (
        <>
          <section aria-labelledby="lookup-results" className="mt-8">
            <h2 id="lookup-results" className="text-xl font-bold text-brand-900">
              {result.customers.length === 0
                ? `No customer account matches “${result.query}”`
                : `${result.customers.length}${result.more ? '+' : ''} ${result.customers.length === 1 ? 'customer matches' : 'customers match'} “${result.query}”`}
            </h2>
            {result.more && (
              <p className="mt-1 text-ink-muted">
                Only the first {result.customers.length} are shown; add more of the name, email or phone number to
                narrow it down.
              </p>
            )}
            <div className="mt-4 flex flex-col gap-6">
              {result.customers.map((customer) => (
                <CustomerRecord key={customer.id} customer={customer} />
              ))}
            </div>
          </section>
          <section aria-labelledby="lookup-guests" className="mt-8">
            <h2 id="lookup-guests" className="text-xl font-bold text-brand-900">
              {result.guests.length === 0
                ? `No guest order matches “${result.query}”`
                : `${result.guests.length}${result.moreGuests ? '+' : ''} ${result.guests.length === 1 ? 'guest matches' : 'guests match'} “${result.query}”`}
            </h2>
            <p className="mt-1 text-ink-muted">
              {result.moreGuests
                ? `Only the ${result.guests.length} who ordered most recently are shown; add more of the name, email or phone number to narrow it down.`
                : 'People who checked out without an account, one for each email they ordered with.'}
            </p>
            <div className="mt-4 flex flex-col gap-6">
              {result.guests.map((guest) => (
                <GuestRecord key={guest.email} guest={guest} />
              ))}
            </div>
          </section>
        </>
      )}
    </>
  );
}
