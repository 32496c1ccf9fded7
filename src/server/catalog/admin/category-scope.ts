import type { Queryable } from '../../db/database.ts';

/**
 * A category and all its descendants' ids, for filters that mean "this category and what is under
 * it". Read first, as a list, so the planner sees a handful of ids and uses the products' category
 * index (a recursive query inside the filter would leave it guessing).
 */
export async function categoryScope(db: Queryable, categoryId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `with recursive scope (id, depth) as (
       select id, 0 from categories where id = $1
       union all
       select c.id, s.depth + 1 from categories c join scope s on c.parent_id = s.id where s.depth < 32
     )
     select id from scope`,
    [categoryId],
  );
  return rows.map((row) => row.id);
}
