import { Link, useLoaderData, useNavigate } from 'react-router';
import type { JobPostingInput } from '#lib/hiring/job-postings.ts';
import { createJobPosting, loadPostingFormContext } from '../../api/hiring.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { routeAction } from '../../writes/route-action.ts';
import { useAction } from '../../writes/use-action.ts';
import { BLANK_POSTING } from './posting-form-values.ts';
import { PostingForm } from './PostingForm.tsx';

export function loader() {
  return loadPostingFormContext();
}

/** A new draft posting, whose editor then opens. */
export const action = routeAction({
  create: (input: JobPostingInput) => createJobPosting(input),
});

/** A new job posting: saved as a draft nobody sees until it is published from its editor. */
export function Component() {
  const context = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const create = useAction<typeof action>({
    onDone: (done) => void navigate(`/dashboard/jobs/${done.value.id}`),
  });
  return (
    <>
      <p className="mb-2">
        <Link to="/dashboard/jobs" className="font-semibold text-brand-800 underline">
          All jobs
        </Link>
      </p>
      <PageHeader
        title="New job posting"
        description="Saved as a draft: nobody sees it until you publish it from its editor."
      />
      <PostingForm
        context={context}
        initial={BLANK_POSTING}
        status="draft"
        postedAt={null}
        action={create}
        submitLabel="Save the draft"
        onSave={(input) => create.send('create', input, { revalidate: false, leaving: true })}
      />
    </>
  );
}
