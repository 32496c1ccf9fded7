import type { SearchWordInput } from '#lib/catalog/search-words.ts';
import { createSearchWord, deleteSearchWord, updateSearchWord } from '../../../api/catalog.ts';
import { routeAction } from '../../../writes/route-action.ts';

export const searchWordsAction = routeAction({
  create: (input: SearchWordInput) => createSearchWord(input),
  update: ({ id, input }: { id: string; input: SearchWordInput }) => updateSearchWord(id, input),
  remove: ({ id }: { id: string; term: string }) => deleteSearchWord(id),
});
