import { z } from 'zod';

/**
 * The store's search vocabulary as the menu search and the dashboard read it: the words a shopper
 * types, split the one way both use (letters and digits, lower case), and the input staff give
 * for a search word (a term, the categories it means, other words it means). The server parses
 * every request with `searchWordInputSchema`; the dashboard uses it for quick feedback.
 */

/** The words of what someone typed: runs of letters and digits, lower case ("Pre-Rolls!" → pre, rolls). */
export function searchWordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A term as the vocabulary keeps it: its words separated by single spaces ("Pre-Roll" → "pre roll"). */
export function normalizedTerm(text: string): string {
  return searchWordsOf(text).join(' ');
}

/** The longest term the search looks up, in words (supabase/migrations/20261125000300_search_words.sql). */
export const MAX_TERM_WORDS = 4;
export const MAX_ALTERNATIVE_WORDS = 6;
export const MAX_ALTERNATIVES = 20;
export const MAX_CATEGORIES = 30;

export interface SearchWord {
  id: string;
  /** Lower-case words separated by single spaces. */
  term: string;
  /** Addresses of the categories (with their subcategories) the term finds. */
  categorySlugs: string[];
  /** Other words the term finds, kept like the term. */
  alternatives: string[];
  updatedAt: string;
}

export interface SearchWordList {
  words: SearchWord[];
}

const term = z
  .string({ error: 'Type the word shoppers search for.' })
  .max(60, 'Keep the word under 60 characters.')
  .transform(normalizedTerm)
  .pipe(
    z
      .string()
      .min(1, 'Type the word shoppers search for, with at least one letter or digit.')
      .refine(
        (value) => value.split(' ').length <= MAX_TERM_WORDS,
        `A search word can be at most ${MAX_TERM_WORDS} words.`,
      ),
  );

const alternatives = z
  .array(z.string({ error: 'Give each other word as text.' }).max(60, 'Keep each other word under 60 characters.'), {
    error: 'Give the other words as a list.',
  })
  .max(MAX_ALTERNATIVES, `Give at most ${MAX_ALTERNATIVES} other words.`)
  .default([])
  .transform((list) => list.map(normalizedTerm).filter(Boolean))
  .superRefine((list, context) => {
    const long = list.find((words) => words.split(' ').length > MAX_ALTERNATIVE_WORDS);
    if (long)
      context.addIssue({
        code: 'custom',
        message: `“${long}” is too long: each other word can be at most ${MAX_ALTERNATIVE_WORDS} words.`,
      });
    const repeated = list.find((words, index) => list.indexOf(words) !== index);
    if (repeated) context.addIssue({ code: 'custom', message: `“${repeated}” is listed twice.` });
  });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const categorySlugs = z
  .array(z.string({ error: 'Choose categories from the list.' }), { error: 'Choose categories from the list.' })
  .max(MAX_CATEGORIES, `Choose at most ${MAX_CATEGORIES} categories.`)
  .default([])
  .refine((list) => list.every((slug) => SLUG.test(slug)), 'Choose categories from the list.')
  .refine((list) => new Set(list).size === list.length, 'Each category can be chosen once.');

export const searchWordInputSchema = z.object({ term, categorySlugs, alternatives }).superRefine((input, context) => {
  if (input.categorySlugs.length === 0 && input.alternatives.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['categorySlugs'],
      message: 'Choose at least one category or give another word, so the search word finds something.',
    });
  }
  if (input.alternatives.includes(input.term)) {
    context.addIssue({
      code: 'custom',
      path: ['alternatives'],
      message: `“${input.term}” is the search word itself; list other words here.`,
    });
  }
});
export type SearchWordInput = z.input<typeof searchWordInputSchema>;
export type SearchWordFields = z.output<typeof searchWordInputSchema>;

/** The other words as staff type them in one field, separated by commas. */
export function splitAlternatives(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
