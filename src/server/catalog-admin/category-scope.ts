/**
 * SQL selecting a category and all its descendants' ids, for filters that mean "this category and
 * what is under it". `placeholder` is the category id's parameter.
 */
export function categoryScopeSql(placeholder: string): string {
  return `(with recursive scope (id, depth) as (
             select id, 0 from categories where id = ${placeholder}::uuid
             union all
             select c.id, s.depth + 1 from categories c join scope s on c.parent_id = s.id where s.depth < 32
           ) select id from scope)`;
}
