import { describe, expect, it } from 'vitest';
import { endpointFiles } from '../../../tests/support/endpoint-files.ts';
import { DASHBOARD_ROUTES } from '#lib/staff/route-access.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard-api-routes.ts';

/**
 * The dashboard's endpoint table against the files under src/pages/api/dashboard: every method a
 * file answers is listed (the guard answers 404 for anything unlisted), and every listed endpoint
 * reaches a file that answers its method, the way Astro routes: a fixed segment before `[param]`.
 */

const files = endpointFiles()
  .filter((file) => file.route.startsWith('dashboard/'))
  .map((file) => ({ ...file, segments: file.route.slice('dashboard/'.length).split('/') }));

/** The file Astro serves a concrete path from, or undefined. */
function fileFor(path: string) {
  const wanted = path.split('/');
  const matching = files.filter(
    (file) =>
      file.segments.length === wanted.length &&
      file.segments.every((segment, index) => segment.startsWith('[') || segment === wanted[index]),
  );
  // The most specific first: at the first segment where two differ, a fixed one wins.
  matching.sort((a, b) => {
    const index = a.segments.findIndex((segment, at) => segment !== b.segments[at]);
    return index < 0 ? 0 : Number(a.segments[index]!.startsWith('[')) - Number(b.segments[index]!.startsWith('['));
  });
  return matching[0];
}

/** A listed path as a request would have it (`:id` filled in). */
const concrete = (path: string) => path.replace(/:\w+/g, '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d');

describe('the dashboard endpoint table', () => {
  it.each(DASHBOARD_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s has its file',
    (_, endpoint) => {
      const file = fileFor(concrete(endpoint.path));
      expect(file, `no file under src/pages/api/dashboard answers /api/dashboard/${endpoint.path}`).toBeDefined();
      expect(file!.throughHelper, file!.file).toContain(endpoint.method);
    },
  );

  it.each(files.map((file) => [file.file, file] as const))('lists every method of %s', (_, file) => {
    for (const method of file.throughHelper) {
      const listed = DASHBOARD_ENDPOINTS.filter(
        (endpoint) => endpoint.method === method && fileFor(concrete(endpoint.path)) === file,
      );
      expect(listed.length, `${method} /api/${file.route} is not in DASHBOARD_ENDPOINTS`).toBeGreaterThan(0);
    }
  });

  it('names a dashboard route for every method, whose guard the endpoint shares', () => {
    const unguarded = DASHBOARD_ENDPOINTS.filter(
      (endpoint) => !DASHBOARD_ROUTES.some((route) => route.path === endpoint.route),
    );
    expect(unguarded).toEqual([]);
  });

  it('lists each endpoint once', () => {
    const keys = DASHBOARD_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys).toEqual([...new Set(keys)]);
  });
});
