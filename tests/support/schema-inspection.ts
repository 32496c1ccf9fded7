import type { Queryable } from '#server/db/database.ts';

/** Every ordinary and partitioned table in `public`, by name. */
export async function publicTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Row counts of every public table and of `auth.users`: what a re-run must leave as it was. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await publicTables(db)).map((name) => `public.${name}`), 'auth.users']) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = row!.count;
  }
  return counts;
}

/** The columns of a table in order, with their types: enough to tell one table definition from another. */
export async function columnsOf(db: Queryable, schema: string, table: string): Promise<string[]> {
  const rows = await db.query<{ column: string }>(
    `select column_name || ' ' || data_type as column
       from information_schema.columns
      where table_schema = $1 and table_name = $2
      order by ordinal_position`,
    [schema, table],
  );
  return rows.map((row) => row.column);
}
