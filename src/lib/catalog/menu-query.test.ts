import { describe, expect, it } from 'vitest';
import { emptyMenuQuery, isFiltered, parseMenuQuery, serializeMenuQuery } from './menu-query.ts';

const parse = (search: string, pathCategory?: string) => parseMenuQuery(new URLSearchParams(search), pathCategory);

describe('parseMenuQuery', () => {
  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual(emptyMenuQuery());
  });

  it('reads every filter', () => {
    const query = parse(
      'category=flower&brand=b&brand=a&type=indica&thcMin=20&thcMax=30&cbdMax=2&effect=relaxed&terpene=myrcene&weight=3500&weight=7000&priceMin=10&priceMax=50&deal=1&inStock=1&searchTerm=blue%20dream&sort=price-asc&page=3',
    );
    expect(query).toEqual({
      category: 'flower',
      brands: ['a', 'b'],
      strainTypes: ['indica'],
      thc: { min: 20, max: 30 },
      cbd: { max: 2 },
      effects: ['relaxed'],
      terpenes: ['myrcene'],
      weights: [3500, 7000],
      price: { min: 10, max: 50 },
      onDeal: true,
      inStock: true,
      searchTerm: 'blue dream',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('lets the path name the category', () => {
    expect(parse('category=edibles', 'flower').category).toBe('flower');
  });

  it('drops what it cannot use instead of failing', () => {
    const query = parse('brand=<script>&type=ruderalis&thcMin=abc&weight=-1&weight=x&sort=random&page=-4&deal=maybe');
    expect(query).toEqual(emptyMenuQuery());
  });

  it('accepts comma-separated lists, removes duplicates and sorts them', () => {
    expect(parse('brand=b,a&brand=a').brands).toEqual(['a', 'b']);
    expect(parse('weight=7000,3500,3500').weights).toEqual([3500, 7000]);
  });

  it('clamps ranges to what exists and swaps a reversed range', () => {
    expect(parse('thcMin=40&thcMax=10').thc).toEqual({ min: 10, max: 40 });
    expect(parse('thcMin=-5&thcMax=250').thc).toEqual({});
    expect(parse('page=99999').page).toBe(1000);
  });

  it('tidies the search term and limits its length', () => {
    expect(parse('searchTerm=%20%20blue%20%20%20dreem%20').searchTerm).toBe('blue dreem');
    expect(parse(`searchTerm=${'a'.repeat(500)}`).searchTerm).toHaveLength(100);
  });
});

describe('serializeMenuQuery', () => {
  it('writes nothing for the plain menu', () => {
    expect(serializeMenuQuery(emptyMenuQuery())).toBe('');
  });

  it('gives two spellings of one menu the same canonical query', () => {
    const a = serializeMenuQuery(parse('type=sativa&brand=z&brand=a&sort=featured&page=1&deal=true'));
    const b = serializeMenuQuery(parse('deal=1&brand=a,z&type=sativa'));
    expect(a).toBe(b);
    expect(a).toBe('?brand=a&brand=z&type=sativa&deal=1');
  });

  it('round-trips every state it writes', () => {
    const search = serializeMenuQuery(
      parse(
        'category=vapes&brand=a&type=hybrid&thcMin=70&effect=happy&terpene=limonene&weight=1000&priceMax=40&inStock=1&searchTerm=cart&sort=potency&page=2',
      ),
    );
    expect(serializeMenuQuery(parse(search.slice(1)))).toBe(search);
  });

  it('leaves the category out when the path carries it', () => {
    expect(serializeMenuQuery(parse('', 'flower'), { includeCategory: false })).toBe('');
    expect(serializeMenuQuery(parse('', 'flower'))).toBe('?category=flower');
  });
});

describe('isFiltered', () => {
  it('ignores sort and page but not filters or search', () => {
    expect(isFiltered(parse('sort=name&page=2'))).toBe(false);
    expect(isFiltered(parse('', 'flower'))).toBe(false);
    expect(isFiltered(parse('searchTerm=jar'))).toBe(true);
    expect(isFiltered(parse('inStock=1'))).toBe(true);
  });
});
