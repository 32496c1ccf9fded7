import { z } from 'zod';
import { searchWordInputSchema } from '#lib/catalog/search-words.ts';
import { deleteSearchWord, updateSearchWord } from '#server/catalog/admin/index.ts';
import { endpoint, found, json, noContent, staffOf } from '#server/http/index.ts';

const NOT_FOUND = 'That search word does not exist (it may have been removed).';
const params = z.object({ id: z.uuid(NOT_FOUND) });

/** Changes a search word: its term, categories and other words. */
export const PUT = endpoint({ params, body: searchWordInputSchema }, async ({ params, body }, context) =>
  json(found(await updateSearchWord(context.locals.db, staffOf(context), params.id, body), NOT_FOUND)),
);

/** Removes a search word. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  found(await deleteSearchWord(context.locals.db, staffOf(context), params.id), NOT_FOUND);
  return noContent();
});
