import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useStoreName } from './store-name.ts';

/** A route's `handle`: what the document title says while it is open. */
export interface PageHandle {
  title: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';
}

/** The open page's title (the deepest route that names one). */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.title;
}

/** Keeps the document title in step with the open page. */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  const storeName = useStoreName();
  useEffect(() => {
    document.title = `${title ?? 'Dashboard'} | ${storeName} dashboard`;
  }, [title, storeName]);
}
