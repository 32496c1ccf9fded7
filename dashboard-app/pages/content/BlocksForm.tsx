import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { checkBlocksCompliance } from '#lib/content/content-compliance.ts';
import {
  BLOCK_KIND_LABELS,
  BLOCK_KINDS,
  MAX_BLOCKS,
  newBlock,
  publishableBlocks,
  type BlockKind,
  type PageBlock,
} from '#lib/content/page-blocks.ts';
import type { ContentDraftInput, ContentEditorData } from '#lib/content/content-editor.ts';
import { firstMessages, fieldMessages } from '#lib/http/api-error.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { BlockFields, type BlockProblems } from './BlockFields.tsx';
import { ComplianceFindings } from './ComplianceFindings.tsx';
import { LinkProblems } from './LinkProblems.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useAutosave } from './use-autosave.ts';

/** What a page going out would miss, by block and field (`{ 0: { headline: '…' } }`). */
function problemsByBlock(blocks: readonly PageBlock[]): Record<number, BlockProblems> {
  const parsed = publishableBlocks.safeParse(blocks);
  if (parsed.success) return {};
  const byBlock: Record<number, Record<string, string>> = {};
  for (const [name, message] of Object.entries(firstMessages(fieldMessages(parsed.error.issues)))) {
    const [index, field] = name.split('.');
    if (field !== undefined) (byBlock[Number(index)] ??= {})[field] = message;
  }
  return byBlock;
}

/**
 * The page's blocks in order, each with its fields, moved with "Move up" and "Move down", removed,
 * or added at the end; saved as they change, with the advertising findings and broken links beside them.
 */
export function BlocksForm({
  editor,
  onUnsavedChange,
}: {
  editor: ContentEditorData;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { draft } = editor;
  const [fields, setFields] = useState<ContentDraftInput>(() => ({ ...draft, blocks: draft.blocks ?? [] }));
  const blocks = fields.blocks ?? [];
  const [kind, setKind] = useState<BlockKind>('hero');
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  const autosave = useAutosave(editor.page.id, fields, draft.savedAt);
  useEffect(() => onUnsavedChange(autosave.unsaved), [autosave.unsaved, onUnsavedChange]);
  const checked = useDeferredValue(blocks);
  const findings = useMemo(
    () => checkBlocksCompliance(checked, { medicalOnlyProductNames: editor.medicalOnlyProductNames }),
    [checked, editor.medicalOnlyProductNames],
  );
  const problems = useMemo(() => problemsByBlock(checked), [checked]);
  const choices = editor.blockChoices ?? { categories: [], deals: [] };

  // A moved block keeps the keyboard's focus on the button that moved it, wherever it went.
  useEffect(() => {
    if (focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const setBlocks = (next: PageBlock[]) => setFields((current) => ({ ...current, blocks: next }));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    const target = index + by;
    const edge = (by === -1 && target === 0) || (by === 1 && target === blocks.length - 1);
    focusAfter.current = `block-${moved!.id}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
    setBlocks(next);
    setAnnouncement(`${BLOCK_KIND_LABELS[moved!.kind]} block moved to position ${target + 1} of ${blocks.length}.`);
  };

  return (
    <section aria-labelledby="blocks-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="blocks-heading" className="text-xl font-bold text-brand-900">
          Blocks
        </h2>
        <SaveStatus status={autosave.status} onRetry={autosave.retry} />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
          {blocks.length === 0 && (
            <p className="text-ink-muted">No blocks yet: the page shows only what follows them.</p>
          )}
          <ol className="flex flex-col gap-4" data-testid="blocks">
            {blocks.map((block, index) => (
              <li key={block.id}>
                <fieldset className="flex flex-col gap-3 rounded-lg border-2 border-ink/15 p-3">
                  <legend className="px-1 text-lg font-bold">
                    Block {index + 1}: {BLOCK_KIND_LABELS[block.kind]}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      id={`block-${block.id}-up`}
                      tone="secondary"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move up: block ${index + 1}, ${BLOCK_KIND_LABELS[block.kind]}`}
                    >
                      Move up
                    </Button>
                    <Button
                      id={`block-${block.id}-down`}
                      tone="secondary"
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move down: block ${index + 1}, ${BLOCK_KIND_LABELS[block.kind]}`}
                    >
                      Move down
                    </Button>
                    <Button
                      tone="danger"
                      onClick={() => {
                        setBlocks(blocks.filter((other) => other.id !== block.id));
                        setAnnouncement(`${BLOCK_KIND_LABELS[block.kind]} block removed.`);
                        focusAfter.current = 'add-block-kind';
                      }}
                      aria-label={`Remove block ${index + 1}, ${BLOCK_KIND_LABELS[block.kind]}`}
                    >
                      Remove
                    </Button>
                  </div>
                  <BlockFields
                    block={block}
                    index={index}
                    problems={problems[index] ?? {}}
                    media={editor.media}
                    choices={choices}
                    onChange={(changed) => setBlocks(blocks.map((other) => (other.id === block.id ? changed : other)))}
                  />
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="New block"
              id="add-block-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as BlockKind)}
            >
              {BLOCK_KINDS.filter(
                (value) => value !== 'store-info' || !blocks.some((block) => block.kind === 'store-info'),
              ).map((value) => (
                <option key={value} value={value}>
                  {BLOCK_KIND_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <Button
              tone="secondary"
              disabled={blocks.length >= MAX_BLOCKS}
              onClick={() => {
                setBlocks([...blocks, newBlock(kind, crypto.randomUUID())]);
                setAnnouncement(`${BLOCK_KIND_LABELS[kind]} block added at the end.`);
              }}
            >
              Add the block
            </Button>
          </div>
        </form>
        <aside aria-label="Checks" className="flex flex-col gap-6">
          <ComplianceFindings findings={findings} />
          <LinkProblems problems={autosave.linkProblems ?? editor.linkProblems} />
        </aside>
      </div>
    </section>
  );
}
