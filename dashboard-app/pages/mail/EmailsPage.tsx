import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { listEmails } from '../../api/mail.ts';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { pageHref } from '../../ui/Pagination.tsx';
import { EmailList } from './EmailList.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return listEmails(new URL(request.url).searchParams);
}

const PAGE_LINK = 'rounded-full border-2 border-brand-700 px-4 py-1.5 font-semibold text-brand-900 hover:bg-brand-50';

/**
 * Every email the store sent — order updates, guests' review and feedback links, applicants'
 * links, the press's media-kit links, account emails — newest first, searched by address.
 */
export function Component() {
  const { emails, page, hasMore } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageLink = (to: number) => pageHref(params, to);

  return (
    <>
      <PageHeader
        title="Emails sent"
        description="Every email the store sent or has waiting in its outbox, whoever it went to: customers, guests, applicants and the press. Open one to read it as it was sent, links included."
      />
      <Form method="get" role="search" aria-label="Find emails" className="flex flex-wrap items-end gap-3">
        <TextField
          name="q"
          type="search"
          label="Sent to"
          hint="The address, or how it starts"
          defaultValue={q}
          className="min-w-64"
        />
        <Button type="submit">Search</Button>
        {q && (
          <Link to="/dashboard/emails" className="py-2 font-semibold text-brand-800 underline">
            Show every email
          </Link>
        )}
      </Form>

      <section aria-labelledby="emails-list-title" className="mt-6 max-w-3xl">
        <h2 id="emails-list-title" className="text-xl font-bold text-brand-900">
          {q ? `Emails to addresses starting “${q}”` : 'Newest first'}
        </h2>
        {emails.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            {page > 1 ? 'No more emails.' : q ? 'No email went to an address starting with that.' : 'No email yet.'}
          </p>
        ) : (
          <EmailList emails={emails} label={`Emails, newest first, page ${page}`} />
        )}
        {(page > 1 || hasMore) && (
          <nav aria-label="Pages of emails" className="mt-4 flex flex-wrap items-center gap-3">
            {page > 1 && (
              <Link to={pageLink(page - 1)} className={PAGE_LINK}>
                Newer emails
              </Link>
            )}
            {hasMore && (
              <Link to={pageLink(page + 1)} className={PAGE_LINK}>
                Older emails
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}
