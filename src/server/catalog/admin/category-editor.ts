import { SHOP_FILTERS, type CategoryNode, type ShopFilter } from '#lib/catalog/categories.ts';
import { bySiblingOrder, wouldCreateCycle } from '#lib/catalog/category-tree.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { searchWordsNaming } from './search-word-editor.ts';

/**
 * The category tree as staff edit it: create, edit (name, address, description, parent,
 * position), move among siblings, delete. The rules — no category inside itself or its own
 * subcategories, one category per address — are checked under a lock on the table, so two
 * edits at once cannot break them together. Every change is audited ('category'); the catalog's
 * triggers (20261121000300) refresh the menu and tell every instance's page caches.
 */

interface CategoryRow {
  [column: string]: unknown;
  id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  description: string;
  position: number;
  menu_filters: string[];
  product_count: number;
}

function toNode(row: CategoryRow): CategoryNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: row.position,
    menuFilters: row.menu_filters.filter((filter): filter is ShopFilter =>
      (SHOP_FILTERS as readonly string[]).includes(filter),
    ),
    productCount: row.product_count,
  };
}

const SELECT = `select c.id, c.parent_id, c.slug, c.name, c.description, c.position, c.menu_filters,
                       (select count(*)::int from products p where p.category_id = c.id) as product_count
                  from categories c`;

/** Every category, in sibling order (position, then name). */
export async function listCategoryTree(db: Queryable): Promise<CategoryNode[]> {
  return (await db.query<CategoryRow>(`${SELECT} order by c.position, c.name`)).map(toNode);
}

export async function getCategory(db: Queryable, id: string): Promise<CategoryNode | null> {
  const [row] = await db.query<CategoryRow>(`${SELECT} where c.id = $1`, [id]);
  return row ? toNode(row) : null;
}

/** Serialises tree edits: writers wait for each other; the storefront's reads do not wait. */
export async function lockCategoryTree(tx: Queryable): Promise<void> {
  await tx.query('lock table categories in share row exclusive mode');
}

/**
 * Puts `id` at `index` among the children of `parentId` (past the end: last) and numbers the
 * siblings 0, 1, 2… Only rows whose position changes are written.
 */
export async function placeAmongSiblings(
  tx: Queryable,
  id: string,
  parentId: string | null,
  index = Number.MAX_SAFE_INTEGER,
): Promise<void> {
  const siblings = await tx.query<{ id: string; name: string; position: number }>(
    'select id, name, position from categories where parent_id is not distinct from $1 and id <> $2',
    [parentId, id],
  );
  const order = siblings.sort(bySiblingOrder).map((sibling) => sibling.id);
  order.splice(Math.min(index, order.length), 0, id);
  await renumber(tx, order);
}

/** Numbers categories 0, 1, 2… in the order given, writing only the ones that change. */
async function renumber(tx: Queryable, order: readonly string[]): Promise<void> {
  await tx.query(
    `update categories c set position = x.ordinality - 1
       from unnest($1::uuid[]) with ordinality as x (id, ordinality)
      where c.id = x.id and c.position <> x.ordinality - 1`,
    [order],
  );
}

/** Siblings (the category included) in their current order, without renumbering. */
async function siblingOrder(tx: Queryable, parentId: string | null): Promise<string[]> {
  const rows = await tx.query<{ id: string; name: string; position: number }>(
    'select id, name, position from categories where parent_id is not distinct from $1',
    [parentId],
  );
  return rows.sort(bySiblingOrder).map((row) => row.id);
}

export async function assertSlugFree(tx: Queryable, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx.query<{ name: string }>(
    'select name from categories where slug = $1 and id is distinct from $2',
    [slug, exceptId],
  );
  if (taken)
    throw new Refusal(409, `The address /category/${slug} is already used by ${taken.name}. Choose another.`, 'slug');
}

/** Checks the new parent exists and is not the category itself or below it. */
export async function assertParentAllowed(
  tx: Queryable,
  id: string | null,
  parentId: string | null,
  name: string,
): Promise<void> {
  if (parentId === null) return;
  const tree = await tx.query<{ id: string; parentId: string | null; name: string; position: number }>(
    `select id, parent_id as "parentId", name, position from categories`,
  );
  const parent = tree.find((category) => category.id === parentId);
  if (!parent) throw new Refusal(400, 'That parent category no longer exists. Choose another.', 'parentId');
  if (id !== null && wouldCreateCycle(tree, id, parentId)) {
    throw new Refusal(
      409,
      parentId === id
        ? `${name} cannot be inside itself. Choose another parent.`
        : `${name} cannot go inside ${parent.name}: ${parent.name} is one of its own subcategories. Choose another parent.`,
      'parentId',
    );
  }
}

export interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  parentId: string | null;
  /** Place among its siblings, from 0; absent: last (new) or where it is (same parent). */
  position?: number | undefined;
}

/** Adds a category; returns it. */
export async function createCategory(db: Database, actor: AuditActor, fields: CategoryFields): Promise<CategoryNode> {
  const id = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    await assertParentAllowed(tx, null, fields.parentId, fields.name);
    await assertSlugFree(tx, fields.slug, null);
    const [row] = await tx.query<{ id: string }>(
      `insert into categories (parent_id, slug, name, description, position)
       values ($1, $2, $3, $4, (select coalesce(max(position) + 1, 0) from categories where parent_id is not distinct from $1))
       returning id`,
      [fields.parentId, fields.slug, fields.name, fields.description],
    );
    await placeAmongSiblings(tx, row!.id, fields.parentId, fields.position);
    await recordAudit(tx, actor, {
      entityType: 'category',
      entityId: row!.id,
      action: 'created',
      summary: `Category ${fields.name} created at /category/${fields.slug}`,
      after: fields,
    });
    return row!.id;
  });
  return (await getCategory(db, id))!;
}

const LABELS: Record<string, string> = {
  name: 'name',
  slug: 'address',
  description: 'description',
  parentId: 'parent',
  position: 'position',
};

/** Edits a category; null when there is no such category. */
export async function updateCategory(
  db: Database,
  actor: AuditActor,
  id: string,
  fields: CategoryFields,
): Promise<CategoryNode | null> {
  const found = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const before = await getCategory(tx, id);
    if (!before) return false;
    await assertParentAllowed(tx, id, fields.parentId, before.name);
    await assertSlugFree(tx, fields.slug, id);
    await tx.query(
      `update categories set parent_id = $2, slug = $3, name = $4, description = $5, updated_at = now()
        where id = $1 and (parent_id, slug, name, description) is distinct from ($2::uuid, $3, $4, $5)`,
      [id, fields.parentId, fields.slug, fields.name, fields.description],
    );
    const moved = before.parentId !== fields.parentId;
    if (moved) {
      // Close the gap it leaves among its old siblings.
      await renumber(tx, await siblingOrder(tx, before.parentId));
      await placeAmongSiblings(tx, id, fields.parentId, fields.position);
    } else if (fields.position !== undefined) {
      await placeAmongSiblings(tx, id, fields.parentId, fields.position);
    }
    const after = (await getCategory(tx, id))!;
    const was = {
      name: before.name,
      slug: before.slug,
      description: before.description,
      parentId: before.parentId,
      position: before.position,
    };
    const now = {
      name: after.name,
      slug: after.slug,
      description: after.description,
      parentId: after.parentId,
      position: after.position,
    };
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((key) => was[key] !== now[key]);
    if (changed.length > 0) {
      await recordAudit(tx, actor, {
        entityType: 'category',
        entityId: id,
        action: moved ? 'moved' : 'updated',
        summary: `Category ${after.name}: ${changed.map((key) => LABELS[key]).join(', ')} changed`,
        before: Object.fromEntries(changed.map((key) => [key, was[key]])),
        after: Object.fromEntries(changed.map((key) => [key, now[key]])),
      });
    }
    return true;
  });
  return found ? getCategory(db, id) : null;
}

/** Swaps a category with the sibling before or after it; null when there is no such category. */
export async function moveCategory(
  db: Database,
  actor: AuditActor,
  id: string,
  direction: 'up' | 'down',
): Promise<CategoryNode | null> {
  const found = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const category = await getCategory(tx, id);
    if (!category) return false;
    const order = await siblingOrder(tx, category.parentId);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) {
      throw new Refusal(
        409,
        `${category.name} is already ${direction === 'up' ? 'first' : 'last'} among its siblings.`,
      );
    }
    [order[from], order[to]] = [order[to]!, order[from]!];
    await renumber(tx, order);
    await recordAudit(tx, actor, {
      entityType: 'category',
      entityId: id,
      action: 'reordered',
      summary: `Category ${category.name} moved ${direction} to place ${to + 1} of ${order.length}`,
      before: { position: from },
      after: { position: to },
    });
    return true;
  });
  return found ? getCategory(db, id) : null;
}

/**
 * Deletes an empty category. Refused while products are filed under it, it has subcategories, a
 * deal targets it or a search word finds it: each would silently change what shoppers see. False when there is no such category.
 */
export async function deleteCategory(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const category = await getCategory(tx, id);
    if (!category) return false;
    const [counts] = await tx.query<{ children: number; deals: string[] }>(
      `select (select count(*)::int from categories where parent_id = $1) as children,
              coalesce((select array_agg(distinct d.title) from deal_targets t join deals d on d.id = t.deal_id where t.category_id = $1), '{}') as deals`,
      [id],
    );
    const words = await searchWordsNaming(tx, category.slug);
    const problems = [
      category.productCount > 0 &&
        `${category.productCount} product${category.productCount === 1 ? ' is' : 's are'} filed under it`,
      counts!.children > 0 && `it has ${counts!.children} subcategor${counts!.children === 1 ? 'y' : 'ies'}`,
      counts!.deals.length > 0 &&
        `the deal${counts!.deals.length === 1 ? '' : 's'} ${counts!.deals.join(', ')} target${counts!.deals.length === 1 ? 's' : ''} it`,
      words.length > 0 &&
        `the search word${words.length === 1 ? '' : 's'} ${words.map((word) => `“${word}”`).join(', ')} find${words.length === 1 ? 's' : ''} it`,
    ].filter(Boolean);
    if (problems.length > 0)
      throw new Refusal(409, `${category.name} cannot be deleted: ${problems.join('; ')}. Move or change them first.`);
    await tx.query('delete from categories where id = $1', [id]);
    await renumber(tx, await siblingOrder(tx, category.parentId));
    await recordAudit(tx, actor, {
      entityType: 'category',
      entityId: id,
      action: 'deleted',
      summary: `Category ${category.name} (/category/${category.slug}) deleted`,
      before: {
        name: category.name,
        slug: category.slug,
        description: category.description,
        parentId: category.parentId,
      },
    });
    return true;
  });
}
