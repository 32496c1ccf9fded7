import type { SearchWord, SearchWordInput, SearchWordList } from '#lib/catalog/search-words.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadSearchWords() {
  return api.get<SearchWordList>(dashboardApiUrl('searchWords'));
}

export function createSearchWord(input: SearchWordInput) {
  return api.post<SearchWord>(dashboardApiUrl('searchWords'), input);
}

export function updateSearchWord(id: string, input: SearchWordInput) {
  return api.put<SearchWord>(dashboardApiUrl('searchWord', { id }), input);
}

export function deleteSearchWord(id: string) {
  return api.delete<null>(dashboardApiUrl('searchWord', { id }));
}
