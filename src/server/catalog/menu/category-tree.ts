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

/** Where a menu query sits in the category tree. */
export interface CategoryScope {
  /** The category the shopper chose (with its subcategories), if any. */
  selected: MenuCategory | null;
  /**
   * The category whose subcategories the category facet offers: the chosen one when it has
   * subcategories, else its parent, so a category without children shows it among its siblings.
   * Null for the top level.
   */
  facetParent: MenuCategory | null;
  /** The facet parent's depth: 0 for the whole menu, 1 for a top-level category. */
  facetDepth: number;
  /** Categories offered by the category facet, in menu order. */
  options: MenuCategory[];
}

/** Resolves the chosen category; an unknown slug is dropped, as every malformed URL part is. */
export function categoryScope(categories: readonly MenuCategory[], slug: string | undefined): CategoryScope {
  const selected = categories.find((category) => category.slug === slug) ?? null;
  const childrenOf = (id: string | null) => categories.filter((category) => category.parentId === id);
  let facetParent: MenuCategory | null = null;
  if (selected) {
    facetParent =
      childrenOf(selected.id).length > 0
        ? selected
        : (categories.find((category) => category.id === selected.parentId) ?? null);
  }
  return {
    selected,
    facetParent,
    facetDepth: facetParent ? depthOf(categories, facetParent) : 0,
    options: childrenOf(facetParent?.id ?? null),
  };
}
