import routeFiles from 'virtual:route-files';
import { createRouteTable } from '#lib/routing/route-table.ts';

/**
 * The project's own route table: every route file under `src/pages`, listed from the folder when
 * the server is built (src/integrations/route-files.ts), so a page added tomorrow is in it.
 */
export const PAGE_ROUTES = createRouteTable(routeFiles);

/** The route an address's path matches (`/reviews/write/[...token]`), or `other`. */
export function routePatternOf(pathname: string): string {
  return PAGE_ROUTES.patternOf(pathname);
}
