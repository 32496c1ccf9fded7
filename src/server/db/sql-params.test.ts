import { describe, expect, it } from 'vitest';
import { sqlParams } from './sql-params.ts';

describe('sqlParams', () => {
  it('numbers only the placeholders a statement uses, in order of appearance', () => {
    const params = sqlParams();
    const unused = params.add('nobody');
    const b = params.add(2, 'integer');
    const a = params.add('x', 'text');
    expect(unused).not.toContain('$');
    expect(params.render(`select ${a}, ${b}, ${a}`)).toEqual({
      text: 'select $1::text, $2::integer, $1::text',
      values: ['x', 2],
    });
  });
});
