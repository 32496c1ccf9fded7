import type { ImportApplied, ImportPreview, MenuBoardPage, MenuBoardRow, VariantQuickEdit } from '../../src/lib/dashboard/menu-board.ts';
import type { EditorVariant } from '../../src/lib/dashboard/product-editor.ts';
import { api, HttpError } from './client.ts';

/** The menu board's calls: one page, a quick edit of one size, the CSV import's dry run and apply. */

export function loadMenuBoard(search: string) {
  return api.get<MenuBoardPage>(`/api/dashboard/menu${search}`);
}

export function editSize(row: MenuBoardRow, edit: VariantQuickEdit) {
  return api.patch<EditorVariant>(`/api/dashboard/variants/${row.variantId}`, edit);
}

export function previewImport(csv: string) {
  return api.post<ImportPreview>('/api/dashboard/menu/import/preview', { csv });
}

export function applyImport(csv: string) {
  return api.post<ImportApplied>('/api/dashboard/menu/import', { csv });
}

/** The preview an apply answered with when the file had problems (422). */
export function refusedPreview(error: unknown): ImportPreview | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  return (error.body as { preview?: ImportPreview } | null)?.preview ?? null;
}
