import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, loadedWith, modulesUnder, ROOT } from '../../tests/support/import-graph.ts';

/**
 * The server's modules load one way: a module never loads, however indirectly, a module that
 * loads it. A cycle makes the cheap path carry the expensive one (the cart quote once loaded the
 * product page, and with it the reviews and the compliance rule set) and leaves the order modules
 * are evaluated in to chance.
 */
const SERVER = join(ROOT, 'src/server');
const fromServer = (module: string) => relative(SERVER, module);

describe('the server’s import graph', () => {
  it('has no cycle', () => {
    const cycles = importCycles(modulesUnder(SERVER)).map((cycle) => cycle.map(fromServer));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle where there is one, and reads type imports as loading nothing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    const write = (name: string, text: string) => writeFileSync(join(folder, name), text);
    write('a.ts', "import { b } from './b.ts';\nimport type { D } from './d.ts';\nexport const a = b;\n");
    write('b.ts', "export {\n  c as b,\n} from './c.ts';\n");
    write('c.ts', "import './a.ts';\nexport const c = 1;\n");
    write('d.ts', "import type { A } from './a.ts';\nexport type D = A;\n");
    try {
      const cycles = importCycles(modulesUnder(folder)).map((cycle) => cycle.map((module) => relative(folder, module)));
      expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('quotes a cart without loading the product page, the reviews or the compliance rules', () => {
    const loaded = [...loadedWith(join(SERVER, 'cart/quote-cart.ts'))].map((module) => relative(ROOT, module));
    expect(loaded).toContain('src/lib/catalog/orderable-size.ts');
    expect(loaded).not.toContain('src/server/catalog/product-page.ts');
    expect(loaded.filter((module) => /^src\/(server|lib)\/(reviews|compliance)\//.test(module))).toEqual([]);
  });
});
