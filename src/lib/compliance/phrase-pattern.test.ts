import { describe, expect, it } from 'vitest';
import { findPhrases } from './phrase-pattern.ts';

const found = (text: string, ...phrases: string[]) =>
  findPhrases(text, phrases).map((range) => text.slice(range.start, range.end));

describe('the phrase pattern language', () => {
  it('matches whole words in any case, across spaces and line breaks', () => {
    expect(found('Chronic  PAIN\nrelief', 'chronic pain relief')).toEqual(['Chronic  PAIN\nrelief']);
    expect(found('painting in Spain', 'pain')).toEqual([]);
  });

  it('reads `a|b` as one of the words in that position', () => {
    expect(found('it cured insomnia; cures anxiety', 'cure|cures|cured insomnia|anxiety')).toEqual([
      'cured insomnia',
      'cures anxiety',
    ]);
  });

  it('reads a trailing `*` as any ending, a leading one as any beginning, and `*` alone as any word', () => {
    expect(found('relieves, relieving, relief', 'reliev*')).toEqual(['relieves', 'relieving']);
    expect(found('sugar-free and solvent-free', '*-free')).toEqual(['sugar-free', 'solvent-free']);
    expect(found('a free 0.5 g pre-roll', 'free * * pre-roll')).toEqual(['free 0.5 g pre-roll']);
  });

  it('keeps a hyphen a hyphen and an apostrophe straight or curly', () => {
    expect(found('pre-roll, pre roll, preroll', 'pre-roll')).toEqual(['pre-roll']);
    expect(found("kids' menu and kids’ menu", "kids' menu")).toEqual(["kids' menu", 'kids’ menu']);
  });

  it('prefers the longest phrase at a position', () => {
    expect(found('muscle pain', 'pain', 'muscle pain')).toEqual(['muscle pain']);
  });
});
