import { useLoaderData, useNavigate } from 'react-router';
import { loadPostingFormContext } from '../../api/hiring.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import { createPostingAction } from './actions.ts';
import { BLANK_POSTING } from './posting-form-values.ts';
import { PostingForm } from './PostingForm.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader() {
  return loadPostingFormContext();
}

export { createPostingAction as action };

/** A new job posting: saved as a draft nobody sees until it is published from its editor. */
export function Component() {
  const context = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const create = useAction<typeof createPostingAction>({
    onDone: (done) => void navigate(`/dashboard/jobs/${done.value.id}`),
  });
  return (
    <>
      <BackLink to="/dashboard/jobs">All jobs</BackLink>
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
