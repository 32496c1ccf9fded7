import { expectShape, type MetrcConnection, metrcCall } from './metrc-http.ts';
import { metrcInstant, metrcWindows } from './metrc-time.ts';

/** The most records Metrc gives on one page. */
export const METRC_PAGE_SIZE = 20;
/** A guard against an answer whose page count never ends. */
const MAX_PAGES = 10_000;

/**
 * Every record of a paged Metrc list (`…MetrcWrapper`: data, page, totalPages), page after page,
 * 20 at a time.
 */
export async function everyPage(
  connection: MetrcConnection,
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<unknown[]> {
  const records: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await metrcCall(connection, {
      method: 'GET',
      path,
      query: { ...query, pageNumber: page, pageSize: METRC_PAGE_SIZE },
    });
    const wrapper = answer as { data?: unknown; totalPages?: unknown } | null;
    expectShape(
      wrapper !== null && typeof wrapper === 'object' && (wrapper.data === null || Array.isArray(wrapper.data)),
      `${path} page ${page} has no data list`,
    );
    const data = (wrapper?.data ?? []) as unknown[];
    records.push(...data);
    const totalPages = typeof wrapper?.totalPages === 'number' ? wrapper.totalPages : null;
    if (totalPages === null ? data.length < METRC_PAGE_SIZE : page >= totalPages) break;
  }
  return records;
}

/**
 * Every record changed in [since, until), asked in windows of at most 24 hours (Metrc's limit),
 * each window paged; with no `since`, every record, unwindowed.
 */
export async function everyPageInWindows(
  connection: MetrcConnection,
  path: string,
  window: { since: Date | null; until: Date },
  names: { start: string; end: string } = { start: 'lastModifiedStart', end: 'lastModifiedEnd' },
): Promise<unknown[]> {
  if (window.since === null) return everyPage(connection, path);
  const records: unknown[] = [];
  for (const { start, end } of metrcWindows(window.since, window.until)) {
    records.push(
      ...(await everyPage(connection, path, { [names.start]: metrcInstant(start), [names.end]: metrcInstant(end) })),
    );
  }
  return records;
}
