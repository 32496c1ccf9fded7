/**
 * The rules of the category tree, shared by the dashboard (to offer only parents that make sense)
 * and the server (which decides): no category inside itself or its own subcategories, and
 * siblings in a stable order.
 */

export interface TreeCategory {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
}

/** Siblings in menu order: by position, then by name (as the storefront sorts them). */
export function bySiblingOrder(
  a: Pick<TreeCategory, 'position' | 'name'>,
  b: Pick<TreeCategory, 'position' | 'name'>,
): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

/** `id` and every category below it. */
export function subtreeOf(categories: readonly TreeCategory[], id: string): Set<string> {
  const children = new Map<string | null, string[]>();
  for (const category of categories) {
    const list = children.get(category.parentId) ?? [];
    list.push(category.id);
    children.set(category.parentId, list);
  }
  const found = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Whether filing `id` under `parentId` would make the category its own ancestor. */
export function wouldCreateCycle(categories: readonly TreeCategory[], id: string, parentId: string | null): boolean {
  return parentId !== null && subtreeOf(categories, id).has(parentId);
}

export interface TreeRow<T extends TreeCategory> {
  category: T;
  depth: number;
  /** Its place among its siblings, and how many there are, for "move up/down". */
  index: number;
  siblings: number;
}

/**
 * The tree flattened in reading order (each category followed by its subcategories), with
 * depths. A category whose parent is missing is shown at the top level rather than lost.
 */
export function flattenTree<T extends TreeCategory>(categories: readonly T[]): TreeRow<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, T[]>();
  for (const category of categories) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(bySiblingOrder);
  const rows: TreeRow<T>[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    const list = children.get(parent) ?? [];
    list.forEach((category, index) => {
      if (seen.has(category.id)) return;
      seen.add(category.id);
      rows.push({ category, depth, index, siblings: list.length });
      visit(category.id, depth + 1);
    });
  };
  visit(null, 0);
  return rows;
}

/** What each level of the tree is indented by in a select: no-break spaces, which an option keeps. */
export const CATEGORY_OPTION_INDENT = '\u00a0\u00a0\u00a0\u00a0';

export interface CategoryOption {
  value: string;
  /** The name, indented by its depth ("Gummies" under "Edibles" under nothing: one indent). */
  label: string;
  depth: number;
}

/**
 * The choices of every category select: the tree depth-first (a category, then its subcategories
 * in their menu order, at any depth), each indented by its depth, so a subcategory always sits
 * under its own parent. `exclude` leaves out categories (a category's own subtree, when choosing
 * its parent).
 */
export function categoryOptions(
  categories: readonly TreeCategory[],
  { exclude }: { exclude?: ReadonlySet<string> } = {},
): CategoryOption[] {
  return flattenTree(categories)
    .filter(({ category }) => !exclude?.has(category.id))
    .map(({ category, depth }) => ({
      value: category.id,
      label: `${CATEGORY_OPTION_INDENT.repeat(depth)}${category.name}`,
      depth,
    }));
}
