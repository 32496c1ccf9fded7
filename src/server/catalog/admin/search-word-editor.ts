import type { SearchWord, SearchWordFields } from '#lib/catalog/search-words.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import type { Database, Queryable } from '../../db/database.ts';

/**
 * The store's search vocabulary as staff edit it: list, add, edit, remove. One search word per
 * term as the search looks it up (by its words' stems: "cart" and "carts" are one), and only
 * categories that exist — both checked under a lock on the table, so two edits at once cannot
 * break them together. Every change is audited ('search_word'); the table's trigger
 * (20261125000300) tells every instance's menu and page caches, so the storefront's search
 * follows at once.
 */

interface SearchWordRow {
  [column: string]: unknown;
  id: string;
  term: string;
  category_slugs: string[];
  alternatives: string[];
  updated_at: Date;
}

const SELECT = 'select id, term, category_slugs, alternatives, updated_at from search_words';

function toSearchWord(row: SearchWordRow): SearchWord {
  return {
    id: row.id,
    term: row.term,
    categorySlugs: row.category_slugs,
    alternatives: row.alternatives,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every search word, by term. */
export async function listSearchWords(db: Queryable): Promise<SearchWord[]> {
  return (await db.query<SearchWordRow>(`${SELECT} order by term collate "C"`)).map(toSearchWord);
}

async function getSearchWord(db: Queryable, id: string): Promise<SearchWord | null> {
  const [row] = await db.query<SearchWordRow>(`${SELECT} where id = $1`, [id]);
  return row ? toSearchWord(row) : null;
}

async function lockSearchWords(tx: Queryable): Promise<void> {
  await tx.query('lock table search_words in share row exclusive mode');
}

/** Refuses a term another search word already stands for (the same words, or the same stems). */
async function assertTermFree(tx: Queryable, term: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx.query<{ term: string }>(
    'select term from search_words where match_key = public.search_word_key($1) and id is distinct from $2',
    [term, exceptId],
  );
  if (!taken) return;
  const message =
    taken.term === term
      ? `“${term}” is already a search word. Edit that one instead.`
      : `“${term}” is searched as “${taken.term}”, which is already a search word. Edit that one instead.`;
  throw new Refusal(409, message, 'term');
}

/** The chosen categories' names, by address; refuses an address no category has. */
async function categoryNames(tx: Queryable, slugs: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.query<{ slug: string; name: string }>(
    'select slug, name from categories where slug = any ($1::text[])',
    [slugs],
  );
  const names = new Map(rows.map((row) => [row.slug, row.name]));
  const unknown = slugs.filter((slug) => !names.has(slug));
  if (unknown.length > 0) {
    throw new Refusal(
      400,
      `No category has the address ${unknown.map((slug) => `/category/${slug}`).join(', ')}. Choose categories from the list.`,
      'categorySlugs',
    );
  }
  return names;
}

/** `finds Badder, Shatter and the words “budder”, “crumble”`. */
function meaning(fields: SearchWordFields, names: Map<string, string>): string {
  const categories = fields.categorySlugs.map((slug) => names.get(slug) ?? slug).join(', ');
  const words = fields.alternatives.map((word) => `“${word}”`).join(', ');
  return `finds ${[categories, words && `the words ${words}`].filter(Boolean).join(' and ')}`;
}

function recorded(word: Pick<SearchWord, 'term' | 'categorySlugs' | 'alternatives'>) {
  return { term: word.term, categorySlugs: word.categorySlugs, alternatives: word.alternatives };
}

/** Adds a search word; returns it. */
export async function createSearchWord(db: Database, actor: AuditActor, fields: SearchWordFields): Promise<SearchWord> {
  const id = await db.transaction(async (tx) => {
    await lockSearchWords(tx);
    await assertTermFree(tx, fields.term, null);
    const names = await categoryNames(tx, fields.categorySlugs);
    const [row] = await tx.query<{ id: string }>(
      'insert into search_words (term, category_slugs, alternatives) values ($1, $2::text[], $3::text[]) returning id',
      [fields.term, fields.categorySlugs, fields.alternatives],
    );
    await recordAudit(tx, actor, {
      entityType: 'search_word',
      entityId: row!.id,
      action: 'created',
      summary: `Search word “${fields.term}” added: ${meaning(fields, names)}`,
      after: recorded(fields),
    });
    return row!.id;
  });
  return (await getSearchWord(db, id))!;
}

/** Changes a search word's term or meaning; null when there is no such search word. */
export async function updateSearchWord(
  db: Database,
  actor: AuditActor,
  id: string,
  fields: SearchWordFields,
): Promise<SearchWord | null> {
  const found = await db.transaction(async (tx) => {
    await lockSearchWords(tx);
    const before = await getSearchWord(tx, id);
    if (!before) return false;
    await assertTermFree(tx, fields.term, id);
    const names = await categoryNames(tx, fields.categorySlugs);
    if (JSON.stringify(recorded(before)) === JSON.stringify(recorded(fields))) return true;
    await tx.query(
      'update search_words set term = $2, category_slugs = $3::text[], alternatives = $4::text[], updated_at = now() where id = $1',
      [id, fields.term, fields.categorySlugs, fields.alternatives],
    );
    await recordAudit(tx, actor, {
      entityType: 'search_word',
      entityId: id,
      action: 'updated',
      summary: `Search word “${fields.term}”${before.term === fields.term ? '' : ` (was “${before.term}”)`} changed: ${meaning(fields, names)}`,
      before: recorded(before),
      after: recorded(fields),
    });
    return true;
  });
  return found ? getSearchWord(db, id) : null;
}

/** Removes a search word; false when there is no such search word. */
export async function deleteSearchWord(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSearchWords(tx);
    const word = await getSearchWord(tx, id);
    if (!word) return false;
    await tx.query('delete from search_words where id = $1', [id]);
    await recordAudit(tx, actor, {
      entityType: 'search_word',
      entityId: id,
      action: 'deleted',
      summary: `Search word “${word.term}” removed`,
      before: recorded(word),
    });
    return true;
  });
}

/**
 * The search words that find a category's products (a category they name cannot be deleted). The
 * lock waits for a search word being saved and holds off new saves until the caller commits, so a
 * save cannot name a category that a delete in flight is about to remove.
 */
export async function searchWordsNaming(tx: Queryable, slug: string): Promise<string[]> {
  await tx.query('lock table search_words in share mode');
  const rows = await tx.query<{ term: string }>(
    'select term from search_words where $1 = any (category_slugs) order by term collate "C"',
    [slug],
  );
  return rows.map((row) => row.term);
}
