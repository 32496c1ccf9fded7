import type { APIRoute } from 'astro';
import { searchWordInputSchema } from '../../../../lib/search-words.ts';
import { deleteSearchWord, updateSearchWord } from '../../../../server/catalog/search-word-editor.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf, uuidParam } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../../../../server/dashboard/refusal.ts';

const NOT_FOUND = 'That search word does not exist (it may have been removed).';

/** Changes a search word: its term, categories and other words. */
export const PUT: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  const body = await readJsonBody(context.request, searchWordInputSchema);
  if (!body.ok) return body.response;
  try {
    const word = await updateSearchWord(context.locals.db, staffOf(context), id, body.data);
    return word ? dashboardJson(word) : dashboardError(404, NOT_FOUND);
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};

/** Removes a search word. */
export const DELETE: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, NOT_FOUND);
  const deleted = await deleteSearchWord(context.locals.db, staffOf(context), id);
  return deleted ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : dashboardError(404, NOT_FOUND);
};
