import { SHOP_FILTER_LABELS, type CategoryNode } from '#lib/catalog/categories.ts';

/** Which filters a category's menu shows, in words: its own, else the nearest ancestor's, else all. */
export function filterSummary(
  categories: readonly CategoryNode[],
  category: CategoryNode,
): { text: string; own: boolean } {
  if (category.menuFilters.length > 0) {
    return { text: category.menuFilters.map((filter) => SHOP_FILTER_LABELS[filter]).join(', '), own: true };
  }
  const byId = new Map(categories.map((candidate) => [candidate.id, candidate]));
  for (
    let parent = category.parentId ? byId.get(category.parentId) : undefined, hops = 0;
    parent && hops < categories.length;
    hops++
  ) {
    if (parent.menuFilters.length > 0) return { text: `Same as ${parent.name}`, own: false };
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return { text: 'All filters', own: false };
}
