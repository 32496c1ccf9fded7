import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ContentEditorData } from '#lib/content/content-editor.ts';
import { CONTENT_KIND_LABELS, CONTENT_STATUS_LABELS } from '#lib/vocabulary/content.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadContentEditor } from '../../api/content.ts';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageEditorAction } from './actions.ts';
import { DraftForm } from './DraftForm.tsx';
import { PathForm } from './PathForm.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(loadContentEditor(`/${params['*'] ?? ''}`), 'No content page has that address.');
}

export { pageEditorAction as action };

/**
 * The editor of one content page: the draft (autosaved, checked against the advertising rules as
 * it is typed), its address while a draft, preview, publish, schedule and unpublish, its history.
 */
export function Component() {
  const editor = useLoaderData<typeof loader>();
  return <ContentEditor key={editor.page.id} editor={editor} />;
}

function ContentEditor({ editor }: { editor: ContentEditorData }) {
  const { page } = editor;
  // A restored revision replaces what the form holds: it starts afresh from the reloaded draft.
  const [generation, setGeneration] = useState(0);
  const [unsaved, setUnsaved] = useState(false);

  return (
    <>
      <PageHeader
        title={editor.draft.title || 'Untitled page'}
        description={
          <>
            <Link to="/dashboard/pages" className="text-brand-800 underline">
              All pages
            </Link>
            {' · '}
            {CONTENT_KIND_LABELS[page.kind]} at <code>{page.path}</code> · {CONTENT_STATUS_LABELS[page.status]}
            {editor.hasDraft && page.live && ' · the store shows the published version until you publish'}
            {page.live && (
              <>
                {' · '}
                <a href={page.path} className="text-brand-800 underline">
                  View on the store
                </a>
              </>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-8">
        <DraftForm key={generation} editor={editor} onUnsavedChange={setUnsaved} />
        {page.status === 'draft' && <PathForm page={page} />}
        <PublishPanel editor={editor} unsaved={unsaved} />
        <RevisionHistory
          pageId={page.id}
          path={page.path}
          revisions={editor.revisions}
          onRestored={() => setGeneration((value) => value + 1)}
        />
        <AuditLog entries={editor.audit} title="Publishing history" empty="Nothing published or scheduled yet." />
      </div>
    </>
  );
}
