import type { APIRoute } from 'astro';
import { VariantQuickEdit } from '../../../../lib/dashboard/menu-board.ts';
import { answerSave } from '../../../../server/catalog-admin/outcome-response.ts';
import { updateVariant } from '../../../../server/catalog-admin/variant-changes.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** A quick edit from the menu board: stock, availability, adult-use or medical price. */
export const PATCH: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'That size no longer exists.');
  const body = await readJsonBody(context.request, VariantQuickEdit);
  if (!body.ok) return body.response;
  const outcome = await updateVariant(context.locals.db, staffOf(context), id, body.data);
  return answerSave(outcome, (variant) => dashboardJson(variant));
};
