import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchWord, SearchWordList } from '#lib/catalog/search-words.ts';
import * as oneCategory from '../../src/pages/api/dashboard/catalog/categories/[id].ts';
import * as oneWord from '../../src/pages/api/dashboard/catalog/search-words/[id].ts';
import * as words from '../../src/pages/api/dashboard/catalog/search-words/index.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import { MenuCache } from '#server/catalog/index.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertMenuWorld, menu, slugsOf } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Staff editing the search vocabulary through its dashboard endpoints: a word added is searched at
 * once through every instance's menu cache, a word removed stops, bad input is
 * refused beside its field and writes nothing, and every change is in the staff audit log. On
 * PostgreSQL the listener and the writes use different connections, as two instances would.
 */
describe(`the search words editor on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;
  const feed = new DataChangeFeed();
  let stopWatching: () => Promise<void>;
  let cache: MenuCache;
  let call: (handler: APIRoute | undefined, request: Request, params?: Record<string, string>) => Promise<Response>;

  /** Runs `write` and resolves once the database's store_changed notification has been delivered. */
  async function heard(write: () => Promise<Response>): Promise<Response> {
    let stop: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      stop = feed.subscribe((channel) => channel === 'store_changed' && resolve());
    });
    const response = await write();
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    await delivered;
    stop();
    return response;
  }

  /** The search's first page, through the menu cache that hears the database. */
  async function search(term: string): Promise<string[]> {
    return slugsOf(await menu(db, `searchTerm=${encodeURIComponent(term)}`, { cache }));
  }

  const list = async () =>
    ((await (await call(words.GET, jsonRequest('GET', 'search-words'))).json()) as SearchWordList).words;
  const add = (body: unknown) => call(words.POST, jsonRequest('POST', 'search-words', body));
  const change = (id: string, body: unknown) =>
    call(oneWord.PUT, jsonRequest('PUT', `search-words/${id}`, body), { id });
  const remove = (id: string) => call(oneWord.DELETE, jsonRequest('DELETE', `search-words/${id}`), { id });
  const counts = async () =>
    (
      await db.query<{ words: number; audit: number }>(
        `select (select count(*)::int from search_words) as words, (select count(*)::int from staff_audit_log) as audit`,
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    staff = await insertStaff(db);
    call = (handler, request, params) =>
      callEndpoint(handler, { db, staff, config: { mediaDir: '/unused', mediaBucket: 'media' }, request, params });
    await insertMenuWorld(db);
    stopWatching = await feed.watch(db);
    cache = new MenuCache(db, feed);
  });
  afterAll(async () => {
    cache.stop();
    await stopWatching();
    await db.close();
  });

  it('lists the store’s default words by term', async () => {
    const terms = (await list()).map((word) => word.term);
    expect(terms).toEqual([...terms].sort());
    expect((await list()).find((word) => word.term === 'wax')).toMatchObject({ categorySlugs: ['badder', 'shatter'] });
  });

  it('makes a word searchable at once, follows its changes, and stops when it is removed', async () => {
    expect(await search('zoobies')).toEqual([]);

    const added = await heard(() => add({ term: 'Zoobies', categorySlugs: ['gummies'] }));
    expect(added.status).toBe(201);
    const word = (await added.json()) as SearchWord;
    expect(word).toMatchObject({ term: 'zoobies', categorySlugs: ['gummies'], alternatives: [] });
    expect(await search('zoobies')).toEqual(['cherry-gummies']);
    // Plural or singular, it is the same word.
    expect(await search('Zoobie')).toEqual(['cherry-gummies']);

    await heard(() => change(word.id, { term: 'zoobies', categorySlugs: [], alternatives: ['stash jar'] }));
    expect(await search('zoobies')).toEqual(['uv-jar']);

    await heard(() => remove(word.id));
    expect(await search('zoobies')).toEqual([]);

    const history = await listAudit(db, [{ entityType: 'search_word', entityId: word.id }]);
    expect(history.map((entry) => [entry.action, entry.summary, entry.actorEmail])).toEqual([
      ['deleted', 'Search word “zoobies” removed', staff.email],
      ['updated', 'Search word “zoobies” changed: finds the words “stash jar”', staff.email],
      ['created', 'Search word “zoobies” added: finds Gummies', staff.email],
    ]);
    expect(history[1]).toMatchObject({
      before: { term: 'zoobies', categorySlugs: ['gummies'], alternatives: [] },
      after: { term: 'zoobies', categorySlugs: [], alternatives: ['stash jar'] },
    });
  });

  it('still puts the product named as typed first, before what the word means', async () => {
    await heard(() => add({ term: 'blue dream', categorySlugs: ['gummies'] }));
    // The exact name, then the name starting with it, then the gummies the word means.
    expect(await search('Blue Dream')).toEqual(['blue-dream', 'blue-dream-cartridge', 'cherry-gummies']);
  });

  it('refuses bad input beside its field and writes nothing', async () => {
    const before = await counts();
    const cases: [body: unknown, status: number, field: string, message: RegExp][] = [
      [{ term: '  ', categorySlugs: ['flower'] }, 400, 'term', /Type the word shoppers search for/],
      [{ term: 'kief' }, 400, 'categorySlugs', /Choose at least one category or give another word/],
      [
        { term: 'kief', categorySlugs: ['no-such-shelf'] },
        400,
        'categorySlugs',
        /No category has the address \/category\/no-such-shelf/,
      ],
      [{ term: 'WAX', categorySlugs: ['flower'] }, 409, 'term', /“wax” is already a search word/],
      [
        { term: 'carts', categorySlugs: ['flower'] },
        409,
        'term',
        /“carts” is searched as “cart”, which is already a search word/,
      ],
      [{ term: 'kief', alternatives: ['hash', 'Hash'] }, 400, 'alternatives', /“hash” is listed twice/],
      [{ term: 'kief', categorySlugs: 'flower' }, 400, 'categorySlugs', /Choose categories from the list/],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await add(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { error: string; fields?: Record<string, string[]> };
      expect(answer.fields?.[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const wax = (await list()).find((word) => word.term === 'wax')!;
    expect((await change(wax.id, { term: 'cart', categorySlugs: ['flower'] })).status).toBe(409);
    expect(
      (await change('00000000-0000-0000-0000-000000000000', { term: 'kief', categorySlugs: ['flower'] })).status,
    ).toBe(404);
    expect((await change('not-an-id', { term: 'kief', categorySlugs: ['flower'] })).status).toBe(404);
    expect((await remove('00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await list()).find((word) => word.term === 'wax')).toEqual(wax);
  });

  it('follows a category’s new address, and keeps a category a word finds from being deleted', async () => {
    const [gummies] = await db.query<{ id: string }>(`select id from categories where slug = 'gummies'`);
    await db.query(`update categories set slug = 'chewables' where id = $1`, [gummies!.id]);
    expect((await list()).find((word) => word.term === 'gummy')?.categorySlugs).toEqual(['chewables']);
    await db.query(`update categories set slug = 'gummies' where id = $1`, [gummies!.id]);
    expect((await list()).find((word) => word.term === 'gummy')?.categorySlugs).toEqual(['gummies']);

    const [jars] = await db.query<{ id: string }>(`select id from categories where slug = 'glass-jars'`);
    await db.query(`delete from products where category_id = $1`, [jars!.id]);
    await heard(() => add({ term: 'stash', categorySlugs: ['glass-jars'] }));
    const refused = await call(oneCategory.DELETE, jsonRequest('DELETE', `product-categories/${jars!.id}`), {
      id: jars!.id,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Glass Jars cannot be deleted: the search word “stash” finds it. Move or change them first.',
    );

    const stash = (await list()).find((word) => word.term === 'stash')!;
    await heard(() => remove(stash.id));
    expect(
      (await call(oneCategory.DELETE, jsonRequest('DELETE', `product-categories/${jars!.id}`), { id: jars!.id }))
        .status,
    ).toBe(204);
  });
});
