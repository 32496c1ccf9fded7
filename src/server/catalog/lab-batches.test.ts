import { describe, expect, it } from 'vitest';
import { parseTerpenes, safeLink } from './lab-batches.ts';

describe('parseTerpenes', () => {
  it('reads the stored list and tolerates hand-edited JSON', () => {
    expect(
      parseTerpenes([
        { name: 'myrcene', percent: 0.8 },
        { name: ' limonene ', percent: '0.45' },
        { name: 'linalool' },
        { name: '' },
        { percent: 1 },
        'pinene',
        null,
      ]),
    ).toEqual([
      { name: 'myrcene', percent: 0.8 },
      { name: 'limonene', percent: 0.45 },
      { name: 'linalool', percent: null },
    ]);
    expect(parseTerpenes({ name: 'myrcene' })).toEqual([]);
    expect(parseTerpenes(null)).toEqual([]);
  });
});

describe('safeLink', () => {
  it.each([
    ['https://lab.example/coa/b-1.pdf', 'https://lab.example/coa/b-1.pdf'],
    ['http://lab.example/coa', 'http://lab.example/coa'],
    ['/media/coa/b-1.pdf', '/media/coa/b-1.pdf'],
  ])('keeps %s', (url, expected) => {
    expect(safeLink(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    '/\\evil.example',
    'coa.pdf',
    '',
    null,
  ])('drops %j', (url) => {
    expect(safeLink(url)).toBeNull();
  });
});
