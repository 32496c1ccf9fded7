import type { MenuCategory } from './context.ts';

/** Walks of the category tree; a parent loop typed into the dashboard ends the walk, not the server. */

/** 1 for a top-level category, 2 for its subcategories, and so on. */
export function depthOf(categories: readonly MenuCategory[], category: MenuCategory): number {
  const byId = new Map(categories.map((item) => [item.id, item]));
  let depth = 1;
  for (let parent = category.parentId; parent !== null && depth <= categories.length; depth++) {
    parent = byId.get(parent)?.parentId ?? null;
  }
  return depth;
}

/** Whether `category` is `ancestor` or below it. */
export function within(categories: readonly MenuCategory[], category: MenuCategory, ancestor: MenuCategory): boolean {
  const byId = new Map(categories.map((item) => [item.id, item]));
  for (let current: MenuCategory | undefined = category, hops = 0; current && hops <= categories.length; hops++) {
    if (current.id === ancestor.id) return true;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return false;
}

