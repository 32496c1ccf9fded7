import type { ImportApplied, ImportPreview, MenuBoardPage, VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import type { EditorVariant } from '#lib/catalog/product-editor.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { ApiErrorBody } from '#lib/http/http-client.ts';
import { api } from './client.ts';

/** The menu board's calls: one page, a quick edit of one size, the CSV import's dry run and apply. */

/** A page of the board; `search` is the board's own query string (`?q=…&category=…`). */
export function loadMenuBoard(search: string) {
  return api.get<MenuBoardPage>(dashboardApiUrl('menu', search));
}

export function editSize(variantId: string, edit: VariantQuickEdit) {
  return api.patch<EditorVariant>(dashboardApiUrl('variant', { id: variantId }), edit);
}

export function previewImport(csv: string) {
  return api.post<ImportPreview>(dashboardApiUrl('menuImportPreview'), { csv });
}

export function applyImport(csv: string) {
  return api.post<ImportApplied>(dashboardApiUrl('menuImport'), { csv });
}

/** The preview a refused apply answered with, when the file had problems (422). */
export function refusedPreview(body: ApiErrorBody | null): ImportPreview | null {
  return (body as { preview?: ImportPreview } | null)?.preview ?? null;
}
