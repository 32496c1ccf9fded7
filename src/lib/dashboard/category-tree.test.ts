import { describe, expect, it } from 'vitest';
import { flattenTree, pathName, subtreeOf, wouldCreateCycle, type TreeCategory } from './category-tree.ts';

const tree: TreeCategory[] = [
  { id: 'edibles', parentId: null, name: 'Edibles', position: 1 },
  { id: 'flower', parentId: null, name: 'Flower', position: 0 },
  { id: 'gummies', parentId: 'edibles', name: 'Gummies', position: 0 },
  { id: 'sour', parentId: 'gummies', name: 'Sour gummies', position: 0 },
  { id: 'chocolates', parentId: 'edibles', name: 'Chocolates', position: 1 },
  { id: 'beverages', parentId: 'edibles', name: 'Beverages', position: 1 },
];

describe('the category tree', () => {
  it('finds a category and everything below it', () => {
    expect([...subtreeOf(tree, 'edibles')].sort()).toEqual(['beverages', 'chocolates', 'edibles', 'gummies', 'sour']);
    expect([...subtreeOf(tree, 'flower')]).toEqual(['flower']);
  });

  it('refuses a parent inside the category itself, and allows any other', () => {
    expect(wouldCreateCycle(tree, 'edibles', 'edibles')).toBe(true);
    expect(wouldCreateCycle(tree, 'edibles', 'sour')).toBe(true);
    expect(wouldCreateCycle(tree, 'gummies', 'sour')).toBe(true);
    expect(wouldCreateCycle(tree, 'sour', 'flower')).toBe(false);
    expect(wouldCreateCycle(tree, 'gummies', null)).toBe(false);
    expect(wouldCreateCycle(tree, 'flower', 'gummies')).toBe(false);
  });

  it('reads in menu order with subcategories under their parent; equal positions go by name', () => {
    const rows = flattenTree(tree);
    expect(rows.map((row) => `${'-'.repeat(row.depth)}${row.category.id}`)).toEqual([
      'flower', 'edibles', '-gummies', '--sour', '-beverages', '-chocolates',
    ]);
    expect(rows.find((row) => row.category.id === 'beverages')).toMatchObject({ index: 1, siblings: 3 });
  });

  it('shows a category whose parent is missing at the top level, and survives a loop in the data', () => {
    const orphan = flattenTree([...tree, { id: 'lost', parentId: 'gone', name: 'Lost', position: 5 }]);
    expect(orphan.find((row) => row.category.id === 'lost')?.depth).toBe(0);
    const loop: TreeCategory[] = [
      { id: 'a', parentId: 'b', name: 'A', position: 0 },
      { id: 'b', parentId: 'a', name: 'B', position: 0 },
    ];
    expect(flattenTree(loop)).toEqual([]);
    expect(pathName(loop, 'a')).toContain('A');
  });

  it('names a category with its ancestors', () => {
    expect(pathName(tree, 'sour')).toBe('Edibles › Gummies › Sour gummies');
    expect(pathName(tree, 'flower')).toBe('Flower');
  });
});
