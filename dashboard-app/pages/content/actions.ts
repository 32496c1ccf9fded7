import type { ContentDraftInput, NewContentPage } from '#lib/content/content-editor.ts';
import {
  cancelContentSchedule,
  changeContentPath,
  createContentPage,
  createPreviewLink,
  publishContentPage,
  restoreRevision,
  saveContentDraft,
  scheduleContentPage,
  unpublishContentPage,
} from '../../api/content.ts';
import { routeAction } from '../../writes/route-action.ts';

/** A new page, whose editor then opens. */
export const createPageAction = routeAction({
  create: (input: NewContentPage) => createContentPage(input),
});

type Id = { id: string };

/** The editor's changes: the autosave, the address of a draft, going out and coming back, preview, restore. */
export const pageEditorAction = routeAction({
  saveDraft: ({ id, input }: Id & { input: ContentDraftInput }) => saveContentDraft(id, input),
  changePath: ({ id, slug }: Id & { slug: string }) => changeContentPath(id, slug),
  publish: ({ id, overrideReason }: Id & { overrideReason?: string }) => publishContentPage(id, overrideReason),
  schedule: ({ id, localTime, overrideReason }: Id & { localTime: string; overrideReason?: string }) =>
    scheduleContentPage(id, localTime, overrideReason),
  cancelSchedule: ({ id }: Id) => cancelContentSchedule(id),
  unpublish: ({ id, to }: Id & { to: 'draft' | 'archived' }) => unpublishContentPage(id, to),
  preview: ({ id }: Id) => createPreviewLink(id),
  restore: ({ id, revisionId }: Id & { revisionId: string }) => restoreRevision(id, revisionId),
});
