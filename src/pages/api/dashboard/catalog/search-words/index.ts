import { searchWordInputSchema } from '#lib/catalog/search-words.ts';
import { createSearchWord, listSearchWords } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** The store's search vocabulary, by term. */
export const GET = endpoint({}, async (_input, { locals }) => json({ words: await listSearchWords(locals.db) }));

/** Adds a search word. */
export const POST = endpoint({ body: searchWordInputSchema }, async ({ body }, context) =>
  json(await createSearchWord(context.locals.db, staffOf(context), body), 201),
);
