import { createContext, useContext } from 'react';

/** The store's name, from the server's settings, for headings and document titles. */
export const StoreNameContext = createContext('');

export function useStoreName(): string {
  return useContext(StoreNameContext);
}
