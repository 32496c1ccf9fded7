import type { APIRoute } from 'astro';
import { searchWordInputSchema } from '../../../../lib/search-words.ts';
import { createSearchWord, listSearchWords } from '../../../../server/catalog/search-word-editor.ts';
import { dashboardJson, readJsonBody, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../../../../server/dashboard/refusal.ts';

/** The store's search vocabulary, by term. */
export const GET: APIRoute = async ({ locals }) => dashboardJson({ words: await listSearchWords(locals.db) });

/** Adds a search word. */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request, searchWordInputSchema);
  if (!body.ok) return body.response;
  try {
    return dashboardJson(await createSearchWord(context.locals.db, staffOf(context), body.data), { status: 201 });
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(error);
    throw error;
  }
};
