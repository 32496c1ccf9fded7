import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as searchEndpoint } from '../../src/pages/api/dashboard/orders/search.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { callEndpoint, insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

describe(`the orders search endpoint on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    staff = await insertStaff(db);
  });
  afterAll(() => db.close());

  const call = (query: string) =>
    callEndpoint(searchEndpoint, {
      db,
      staff,
      config: { mediaDir: '/unused', mediaBucket: 'media' },
      request: new Request(`http://shop.test/api/dashboard/orders/search${query}`),
    });

  it.each([
    ['?from=yesterday', 'from', 'Enter the first day as a date, like 2026-11-25.'],
    ['?to=2026-02-30', 'to', 'Enter the last day as a date, like 2026-11-25.'],
    ['?from=2026-11-25&to=2026-11-24', 'to', 'The last day cannot be before the first.'],
    ['?status=lost', 'status', 'Choose a status from the list.'],
    [`?q=${'a'.repeat(101)}`, 'q', 'Search for at most 100 characters.'],
    ['?q=a', 'q', 'Type at least 2 characters, or leave the search empty.'],
    ['?page=0', 'page', 'Pages are numbered 1, 2, 3…'],
    ['?page=two', 'page', 'Pages are numbered 1, 2, 3…'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.fields).toEqual({ [field]: [message] });
    expect(body.error).toBe('Check the highlighted fields.');
  });

  it('names every field at fault at once', async () => {
    const response = await call('?from=yesterday&status=lost');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Check the highlighted fields.',
      fields: { from: ['Enter the first day as a date, like 2026-11-25.'], status: ['Choose a status from the list.'] },
    });
  });

  it('answers a search with its blanks left out, and text that cannot match anything with no orders', async () => {
    for (const query of [
      '?q=&from=&to=&status=',
      '?q=-%20-',
      '?q=casey&from=2026-11-01&to=2026-11-30&status=picked_up&page=2',
    ]) {
      const response = await call(query);
      expect(response.status, query).toBe(200);
      expect(await response.json(), query).toMatchObject({
        rows: [],
        total: 0,
        pageSize: 50,
        timeZone: 'America/Detroit',
      });
    }
  });
});
