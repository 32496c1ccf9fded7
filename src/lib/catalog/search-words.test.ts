import { describe, expect, it } from 'vitest';
import { normalizedTerm, searchWordInputSchema, searchWordsOf, splitAlternatives } from './search-words.ts';

const problems = (input: unknown) => {
  const parsed = searchWordInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('search words', () => {
  it('splits what is typed into lower-case runs of letters and digits', () => {
    expect(searchWordsOf('  Pre-Rolls! 510 crème ')).toEqual(['pre', 'rolls', '510', 'crème']);
    expect(searchWordsOf('—')).toEqual([]);
    expect(normalizedTerm('T-Shirt')).toBe('t shirt');
  });

  it('keeps a term and its other words as the search splits them, and categories as given', () => {
    expect(
      searchWordInputSchema.parse({
        term: ' Pre-Roll ',
        categorySlugs: ['pre-rolls'],
        alternatives: ['PreRoll', ' joint, '],
      }),
    ).toEqual({
      term: 'pre roll',
      categorySlugs: ['pre-rolls'],
      alternatives: ['preroll', 'joint'],
    });
    expect(splitAlternatives('pre roll, preroll,, ')).toEqual(['pre roll', 'preroll']);
  });

  it('refuses a word that finds nothing, and input that does not fit, beside its field', () => {
    expect(problems({ term: '', categorySlugs: ['flower'] })).toEqual({
      term: 'Type the word shoppers search for, with at least one letter or digit.',
    });
    expect(problems({ term: '!!!', categorySlugs: ['flower'] })).toHaveProperty('term');
    expect(problems({ term: 'one two three four five', categorySlugs: ['flower'] })).toEqual({
      term: 'A search word can be at most 4 words.',
    });
    expect(problems({ term: 'bud' })).toEqual({
      categorySlugs: 'Choose at least one category or give another word, so the search word finds something.',
    });
    expect(problems({ term: 'bud', categorySlugs: ['flower', 'flower'] })).toEqual({
      categorySlugs: 'Each category can be chosen once.',
    });
    expect(problems({ term: 'bud', categorySlugs: ['Flower!'] })).toEqual({
      categorySlugs: 'Choose categories from the list.',
    });
    expect(problems({ term: 'bud', alternatives: ['Nug', 'nug'] })).toEqual({ alternatives: '“nug” is listed twice.' });
    expect(problems({ term: 'bud', alternatives: ['buds', 'Bud'] })).toEqual({
      alternatives: '“bud” is the search word itself; list other words here.',
    });
    expect(problems({ term: 'bud', alternatives: 'nug' })).toEqual({ alternatives: 'Give the other words as a list.' });
  });
});
