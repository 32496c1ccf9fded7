import { describe, expect, it } from 'vitest';
import { runTogetherWords } from './run-together-words.ts';
import { endOfSentence, fullStopAfter } from './sentences.ts';

describe('runTogetherWords', () => {
  it.each([
    ['Pay in store; bring your ID.Have an account?', 'ID.Have'],
    ['Want to tell other shoppers what you thought?Read and write store reviews.', 'thought?Read'],
    ['Friends get $10 off; you get200 points when they pick it up.', 'get200'],
    ['You earn 200points for each friend.', '200points'],
    ['Bring friends to River Raisin Cannabis Co.. These are its terms.', 'Co..'],
  ])('finds the join in %j', (text, join) => {
    expect(runTogetherWords(text)).toEqual([expect.stringContaining(join)]);
  });

  it.each([
    'An eighth is 3.5g, an ounce 28 g; a 2nd visit, 14 g.',
    'Mints, e.g. peppermint, from the U.S. and Canada.',
    'Uh oh, looks like we’re lost...',
    'Lineage: Sherbert Bx1 × Gelato #41',
    'Open https://shop.example.com/reviews/write/abc123DEF.Xyz or write to taylor2@example.com.',
    'Track it at /order-tracker?number=RR-1024 any time.',
    'Thank you.\nSee you soon!',
  ])('passes real text: %j', (text) => {
    expect(runTogetherWords(text)).toEqual([]);
  });
});

describe('sentences ending in a name', () => {
  it('adds a full stop only where the name has none', () => {
    expect(endOfSentence('River Raisin Cannabis Co.')).toBe('River Raisin Cannabis Co.');
    expect(endOfSentence('Green Leaf')).toBe('Green Leaf.');
    expect(fullStopAfter('Are we open?')).toBe('');
    expect(fullStopAfter('Monroe')).toBe('.');
  });
});
