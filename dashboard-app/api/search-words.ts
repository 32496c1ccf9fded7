import type { SearchWord, SearchWordInput, SearchWordList } from '../../src/lib/search-words.ts';
import { api } from './client.ts';

export function loadSearchWords() {
  return api.get<SearchWordList>('/api/dashboard/search-words');
}

export function createSearchWord(input: SearchWordInput) {
  return api.post<SearchWord>('/api/dashboard/search-words', input);
}

export function updateSearchWord(id: string, input: SearchWordInput) {
  return api.put<SearchWord>(`/api/dashboard/search-words/${id}`, input);
}

export function deleteSearchWord(id: string) {
  return api.delete<null>(`/api/dashboard/search-words/${id}`);
}
