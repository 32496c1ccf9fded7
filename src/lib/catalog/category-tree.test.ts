import { describe, expect, it } from 'vitest';
import {
  CATEGORY_OPTION_INDENT,
  categoryOptions,
  flattenTree,
  subtreeOf,
  wouldCreateCycle,
  type TreeCategory,
} from './category-tree.ts';

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
      'flower',
      'edibles',
      '-gummies',
      '--sour',
      '-beverages',
      '-chocolates',
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
  });
});

describe('category options for a select', () => {
  // As the catalog lists them: by name, so a flat list would put Gummies right under Flower.
  const catalog: TreeCategory[] = [
    { id: 'accessories', parentId: null, name: 'Accessories', position: 2 },
    { id: 'chocolates', parentId: 'edibles', name: 'Chocolates', position: 1 },
    { id: 'dark', parentId: 'chocolates', name: 'Dark chocolate', position: 0 },
    { id: 'edibles', parentId: null, name: 'Edibles', position: 1 },
    { id: 'flower', parentId: null, name: 'Flower', position: 0 },
    { id: 'gummies', parentId: 'edibles', name: 'Gummies', position: 0 },
    { id: 'jars', parentId: 'accessories', name: 'Glass Jars', position: 0 },
    { id: 'milk', parentId: 'chocolates', name: 'Milk chocolate', position: 1 },
    { id: 'papers', parentId: 'accessories', name: 'Papers', position: 0 },
    { id: 'sour', parentId: 'gummies', name: 'Sour gummies', position: 0 },
    { id: 'extra-sour', parentId: 'sour', name: 'Extra sour', position: 0 },
  ];
  const indent = (depth: number) => CATEGORY_OPTION_INDENT.repeat(depth);

  it('lists each parent, then its children in their menu order, indented by depth at any depth', () => {
    expect(categoryOptions(catalog).map((option) => option.label)).toEqual([
      'Flower',
      'Edibles',
      `${indent(1)}Gummies`,
      `${indent(2)}Sour gummies`,
      `${indent(3)}Extra sour`,
      `${indent(1)}Chocolates`,
      `${indent(2)}Dark chocolate`,
      `${indent(2)}Milk chocolate`,
      'Accessories',
      // Equal positions read by name.
      `${indent(1)}Glass Jars`,
      `${indent(1)}Papers`,
    ]);
    expect(categoryOptions(catalog)[2]).toEqual({ value: 'gummies', label: `${indent(1)}Gummies`, depth: 1 });
  });

  it('gives every category once, whatever order they come in', () => {
    const reversed = categoryOptions([...catalog].reverse()).map((option) => option.value);
    expect(reversed).toEqual(categoryOptions(catalog).map((option) => option.value));
    expect(new Set(reversed).size).toBe(catalog.length);
  });

  it('leaves out the categories asked, such as a category and its subtree when choosing its parent', () => {
    const values = categoryOptions(catalog, { exclude: subtreeOf(catalog, 'gummies') }).map((option) => option.value);
    expect(values).toEqual(['flower', 'edibles', 'chocolates', 'dark', 'milk', 'accessories', 'jars', 'papers']);
  });
});
