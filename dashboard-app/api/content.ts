import type {
  ContentDraftInput,
  ContentEditorData,
  ContentListRow,
  DraftSaved,
  NewContentPage,
  PreviewLink,
  RevisionDetail,
} from '#lib/content/content-editor.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The content pages' list and editor calls. */

/** Every page matching `search` (the list's own `?kind=&status=&q=`). */
export function loadContentPages(search: string) {
  return api.get<ContentListRow[]>(dashboardApiUrl('contentPages', search));
}

export function createContentPage(input: NewContentPage) {
  return api.post<{ id: string; path: string }>(dashboardApiUrl('contentPages'), input);
}

/** The editor of the page at `path` (`/learn/terpenes-over-potency`). */
export function loadContentEditor(path: string) {
  return api.get<ContentEditorData>(dashboardApiUrl('contentPageEditor', { path }));
}

export function saveContentDraft(id: string, input: ContentDraftInput) {
  return api.put<DraftSaved>(dashboardApiUrl('contentPageDraft', { id }), input);
}

export function changeContentPath(id: string, slug: string) {
  return api.put<{ path: string }>(dashboardApiUrl('contentPagePath', { id }), { slug });
}

export function publishContentPage(id: string, overrideReason?: string) {
  return api.post<null>(dashboardApiUrl('contentPagePublish', { id }), { overrideReason });
}

export function scheduleContentPage(id: string, localTime: string, overrideReason?: string) {
  return api.post<null>(dashboardApiUrl('contentPageSchedule', { id }), { localTime, overrideReason });
}

export function cancelContentSchedule(id: string) {
  return api.delete<null>(dashboardApiUrl('contentPageSchedule', { id }));
}

export function unpublishContentPage(id: string, to: 'draft' | 'archived') {
  return api.post<null>(dashboardApiUrl('contentPageUnpublish', { id }), { to });
}

export function createPreviewLink(id: string) {
  return api.post<PreviewLink>(dashboardApiUrl('contentPagePreview', { id }));
}

export function loadRevision(id: string, revisionId: string) {
  return api.get<RevisionDetail>(dashboardApiUrl('contentPageRevision', { id, revisionId }));
}

export function restoreRevision(id: string, revisionId: string) {
  return api.post<null>(dashboardApiUrl('contentPageRestore', { id, revisionId }));
}
