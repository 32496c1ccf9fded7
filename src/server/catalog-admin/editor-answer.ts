import { dashboardError, dashboardJson } from '../dashboard/dashboard-endpoint.ts';
import type { Queryable } from '../db/database.ts';
import { loadProductEditor } from './product-editor.ts';

/** The product editor's data as an answer (after a save, as it now is); 404 when the product is gone. */
export async function editorAnswer(db: Queryable, productId: string, status = 200): Promise<Response> {
  const data = await loadProductEditor(db, productId);
  return data ? dashboardJson(data, { status }) : dashboardError(404, 'No product has that address.');
}
