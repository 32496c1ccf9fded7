/**
 * Turns the rule sets' phrases (the pattern language described in types.ts) into one regular
 * expression per list, compiled once per list and reused on every keystroke.
 */
import { newWorkMeter, type WorkMeter } from './work-meter.ts';

const LETTER = '[\\p{L}\\p{N}]';
const BEFORE_WORD = `(?<!${LETTER})`;
const AFTER_WORD = `(?!${LETTER})`;
/** Any one word, numbers with a decimal point included ("0.5", "3.5g"). */
const ANY_WORD = `${LETTER}(?:[\\p{L}\\p{N}.]*${LETTER})?`;
/** A word's ending after `*`: letters, and apostrophes inside it (`kid*` → "kid's"). */
const ANY_ENDING = `(?:[\\p{L}\\p{N}]|['’](?=${LETTER}))*`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function wordSource(word: string): string {
  if (word === '*') return ANY_WORD;
  const alternatives = word.split('|').map((alternative) => {
    const open = alternative.endsWith('*');
    const anyStart = alternative.startsWith('*');
    const stem = alternative.slice(anyStart ? 1 : 0, open ? -1 : undefined);
    const literal = [...stem]
      .map((character) => {
        if (character === "'" || character === '’') return "['’]";
        if (character === '-') return '[-‐‑]';
        return escapeRegExp(character);
      })
      .join('');
    return (anyStart ? `${LETTER}+` : '') + literal + (open ? ANY_ENDING : '');
  });
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}

/** The regular expression source of one phrase, without the word boundaries around it. */
function phraseSource(phrase: string): string {
  return phrase.trim().split(/\s+/).map(wordSource).join('\\s+');
}

const compiled = new WeakMap<readonly string[], RegExp>();

/**
 * One global, case-insensitive expression matching any phrase of the list, longest phrases first
 * so "chronic pain" wins over "pain". Cached by the list itself: rule sets are constant data.
 */
export function phraseListPattern(phrases: readonly string[]): RegExp {
  let pattern = compiled.get(phrases);
  if (!pattern) {
    const sources = [...phrases].sort((a, b) => b.length - a.length).map(phraseSource);
    // One pair of boundaries around the whole list: a Unicode class per phrase makes the
    // expression many times slower to compile, which the editor's first keystroke would feel.
    pattern = new RegExp(`${BEFORE_WORD}(?:${sources.join('|')})${AFTER_WORD}`, 'giu');
    compiled.set(phrases, pattern);
  }
  return pattern;
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Every match of the list in the text, left to right, not overlapping. One pass: a match can
 * start only at the start of a word and reads on over that phrase's words, so the work grows with
 * the text (each character counted once in `work`).
 */
export function findPhrases(text: string, phrases: readonly string[], work: WorkMeter = newWorkMeter()): TextRange[] {
  const pattern = phraseListPattern(phrases);
  const ranges: TextRange[] = [];
  work.steps += text.length;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}

/** Whether two ranges share at least one character. */
export function overlaps(a: TextRange, b: TextRange): boolean {
  return a.start < b.end && b.start < a.end;
}
