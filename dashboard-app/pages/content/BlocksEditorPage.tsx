import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BLOCK_PAGES, type BlockPagePath } from '#lib/content/page-blocks.ts';
import type { ContentEditorData } from '#lib/content/content-editor.ts';
import { CONTENT_STATUS_LABELS } from '#lib/vocabulary/content.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadContentEditor } from '../../api/content.ts';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { BlocksForm } from './BlocksForm.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';

/** The page this route edits: `pages/home` is `/`, `pages/dispensary-deals` is `/dispensary-deals`. */
function pagePath(url: string): BlockPagePath {
  return new URL(url).pathname.endsWith('/dispensary-deals') ? '/dispensary-deals' : '/';
}

export function loader({ request }: LoaderFunctionArgs) {
  return foundOr404(loadContentEditor(pagePath(request.url)), 'The page has not been set up; run the migrations.');
}

// The same changes as every content page: autosave, preview, publish, schedule, unpublish, restore.
export { action } from './ContentEditorPage.tsx';

/**
 * The editor of the home page's top or the deals page: its blocks (added, removed, moved, edited,
 * autosaved and checked against the advertising rules as typed), preview, publish, history.
 */
export function Component() {
  const editor = useLoaderData<typeof loader>();
  return <BlocksEditor key={editor.page.id} editor={editor} />;
}

function BlocksEditor({ editor }: { editor: ContentEditorData }) {
  const { page } = editor;
  const name = BLOCK_PAGES[page.path as BlockPagePath].name;
  const [generation, setGeneration] = useState(0);
  const [unsaved, setUnsaved] = useState(false);

  return (
    <>
      <PageHeader
        title={name}
        description={
          <>
            <Link to="/dashboard/pages" className="text-brand-800 underline">
              All pages
            </Link>
            {' · '}
            Blocks at the top of <code>{page.path}</code> · {CONTENT_STATUS_LABELS[page.status]}
            {editor.hasDraft && page.live && ' · the store shows the published blocks until you publish'}
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
        <BlocksForm key={generation} editor={editor} onUnsavedChange={setUnsaved} />
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
