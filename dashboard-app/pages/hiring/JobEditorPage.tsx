import { useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { postingPath } from '#lib/hiring/job-postings.ts';
import { EMPLOYMENT_TYPE_LABELS } from '#lib/vocabulary/jobs.ts';
import { foundOr404, HttpError } from '../../api/client.ts';
import { loadApplication, loadApplications, loadJobPosting } from '../../api/hiring.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import { postingEditorAction } from './actions.ts';
import { ApplicationPanel } from './ApplicationPanel.tsx';
import { ApplicationsSection } from './ApplicationsSection.tsx';
import { valuesOf } from './posting-form-values.ts';
import { PostingForm } from './PostingForm.tsx';
import { PostingStatusPanel } from './PostingStatusPanel.tsx';

/** The application the address opens (`?application=`), or null when it is not one of this posting's. */
async function chosenApplication(id: string | null, postingId: string) {
  if (!id) return null;
  try {
    const application = await loadApplication(id);
    return application.postingId === postingId ? application : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const search = new URL(request.url).searchParams;
  const query = { stage: search.get('stage') ?? undefined, q: search.get('q') ?? undefined };
  const wanted = search.get('application');
  const [editor, applications, application] = await Promise.all([
    foundOr404(loadJobPosting(id), 'No job posting has that address.'),
    foundOr404(loadApplications(id, query), 'No job posting has that address.'),
    chosenApplication(wanted, id),
  ]);
  return { editor, applications, application, missingApplication: wanted !== null && application === null };
}

export { postingEditorAction as action };

/**
 * One job posting: its fields with job search's checklist and the advertising rules, publishing
 * and closing, then its applications and the one the address opens, with the pipeline's moves.
 */
export function Component() {
  const { editor, applications, application, missingApplication } = useLoaderData<typeof loader>();
  const { posting } = editor;
  const [unsaved, setUnsaved] = useState(false);
  const save = useAction<typeof postingEditorAction>();
  const { hash } = useLocation();

  // Opening an application from the list takes the keyboard's focus to its panel, after the shell
  // has moved it to the new page's main landmark (its effect runs after this page's).
  useEffect(() => {
    if (hash !== '#application-heading' || !application) return;
    const frame = requestAnimationFrame(() => document.getElementById('application-heading')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [hash, application?.id]);

  return (
    <>
      <PageHeader
        title={posting.title || 'Untitled posting'}
        description={
          <>
            <Link to="/dashboard/jobs" className="text-brand-800 underline">
              All jobs
            </Link>
            {' · '}
            {EMPLOYMENT_TYPE_LABELS[posting.employmentType]} at <code>{postingPath(posting.slug)}</code>
          </>
        }
      />
      <div className="flex flex-col gap-8">
        <PostingStatusPanel posting={posting} unsaved={unsaved} />
        <PostingForm
          key={posting.id}
          context={editor}
          initial={valuesOf(posting)}
          status={posting.status}
          postedAt={posting.postedAt}
          action={save}
          submitLabel="Save the posting"
          onEdited={setUnsaved}
          onSave={(input) =>
            save.send(
              'save',
              { id: posting.id, input },
              {
                done: (value) => (value.changed ? 'Saved.' : 'Nothing to save: no field changed.'),
              },
            )
          }
        />
        <ApplicationsSection rows={applications} counts={editor.applications} />
        {missingApplication && <Alert tone="info">That application is not one of this posting’s.</Alert>}
        {application && <ApplicationPanel key={application.id} application={application} />}
      </div>
      <AuditLog entries={editor.audit} title="Changes to this posting" empty="No changes yet." />
    </>
  );
}
