import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCompliance } from './check-compliance.ts';
import { linkDestinations, scannableText } from './scannable-text.ts';
import { newWorkMeter } from './work-meter.ts';

/**
 * The checker runs on every keystroke of an editor and on every public review, so hostile text
 * must cost it no more than ordinary text of the same length. Work is counted in steps
 * (work-meter.ts), never timed: a busy machine cannot make these tests pass or fail.
 */

/** What an editor, a reviewer or an attacker can put in a text that the checker pairs or reads ahead over. */
const FRAGMENTS = [
  '[',
  '![',
  ']',
  '](',
  '(',
  ')',
  '<',
  '</',
  '>',
  '[a](',
  '[r]: /products/x\n',
  '[a][r]',
  '[]',
  '<https://a.test',
  'http://',
  'www.',
  ' ',
  '\n',
  '\n\n',
  '.',
  'cures ',
  'anxiety ',
  'relieves anxiety. ',
  'kids ',
  'candy ',
  'free ',
  'pre-roll ',
  'THC ',
  'Kid Candy ',
  'medical marihuana ',
  'word',
];

const hostileUnit = fc
  .array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

const input = (text: string) => ({
  text,
  showsWarnings: false,
  productNames: ['Candy'],
  medicalOnlyProductNames: ['Kid Candy'],
});

function stepsFor(text: string): number {
  const work = newWorkMeter();
  checkCompliance(input(text), undefined, work);
  return work.steps;
}

/** The steps of ordinary copy, per character: what hostile text is held to. */
const ORDINARY_STEPS_PER_CHARACTER = stepsFor('Hand-trimmed flower from Monroe, grown slow. '.repeat(200)) / 9000;

describe('the compliance checker on hostile text', () => {
  it('does work that grows with the text: four times the text, at most about four times the steps', () => {
    fc.assert(
      fc.property(hostileUnit, (unit) => {
        const times = Math.ceil(3000 / unit.length);
        const once = stepsFor(unit.repeat(times));
        const fourfold = stepsFor(unit.repeat(4 * times));
        // Linear work gives 4; work that grows with the square of the text gives up to 16.
        expect(fourfold / once).toBeLessThanOrEqual(4.4);
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['unclosed link brackets', '['],
    ['unclosed image brackets', '!['],
    ['unclosed angle brackets', '<'],
    ['unclosed closing tags', '</'],
    ['links without their end', '[a]('],
    ['reference definitions and their uses', '[r]: /products/x\n[a][r] '],
    ['words paired by the health-claim rule', 'cures anxiety '],
    ['words paired within a sentence', 'kids candy '],
    ['findings another rule supersedes', 'THC candy for grown-ups. '],
    ['medical-only products in one paragraph', 'Kid Candy '],
  ])('reads 60 000 characters of %s with the steps of ordinary copy', (_name, unit) => {
    const text = unit.repeat(Math.ceil(60_000 / unit.length));
    expect(stepsFor(text)).toBeLessThanOrEqual(1.25 * ORDINARY_STEPS_PER_CHARACTER * text.length);
  });

  it('still finds what is in a page of unclosed brackets', () => {
    const text = `${'['.repeat(30_000)} It cures anxiety. ${'!['.repeat(15_000)}`;
    expect(checkCompliance({ text }).map((finding) => finding.excerpt)).toEqual(['cures anxiety']);
  });
});

/**
 * The expressions the scanner replaced: right on any text, but reading ahead from every opening
 * bracket. On short texts their answers are the scanner's.
 */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');
function scannableTextByExpressions(text: string): string {
  return text
    .replace(/^ {0,3}\[[^\]\n]+\]:[^\n]*$/gm, blank)
    .replace(/(!?\[)([^\]\n]*)(\]\([^)\n]*\))/g, (_all, open: string, label: string, rest: string) => {
      return blank(open) + label + blank(rest);
    })
    .replace(/(!?\[)([^\]\n]*)(\]\[[^\]\n]*\])/g, (_all, open: string, label: string, rest: string) => {
      return blank(open) + label + blank(rest);
    })
    .replace(/<[^>\n]*>/g, blank)
    .replace(/\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi, blank)
    .replace(/[*_~`#>|]/g, ' ');
}

function linkDestinationsByExpressions(text: string) {
  const links: { url: string; labelStart: number; labelEnd: number }[] = [];
  for (const match of text.matchAll(/!?\[([^\]\n]*)\]\(\s*<?([^)\s>]*)/g)) {
    const labelStart = match.index + match[0].indexOf('[') + 1;
    links.push({ url: match[2]!, labelStart, labelEnd: labelStart + match[1]!.length });
  }
  const definitions = new Map<string, string>();
  for (const match of text.matchAll(/^ {0,3}\[([^\]\n]+)\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    if (!definitions.has(match[1]!.toLowerCase())) definitions.set(match[1]!.toLowerCase(), match[2]!);
  }
  for (const use of text.matchAll(/\[([^\]\n]*)\]\[([^\]\n]*)\]/g)) {
    const url = definitions.get((use[2] || use[1])!.toLowerCase());
    if (url !== undefined) links.push({ url, labelStart: use.index + 1, labelEnd: use.index + 1 + use[1]!.length });
  }
  for (const match of text.matchAll(/<((?:https?:\/\/|\/)[^>\s]*)>/g)) {
    links.push({ url: match[1]!, labelStart: match.index, labelEnd: match.index + match[0].length });
  }
  return links;
}

const markdownish = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS, ' [x]: ', '   [y]: <a>', '\u00a0', 'HTTPS://b.test/x', '*', '#')), {
    maxLength: 25,
  })
  .map((parts) => parts.join(''));

describe('the scanner reads Markdown as the expressions it replaced', () => {
  it('blanks the same characters', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        expect(scannableText(text)).toBe(scannableTextByExpressions(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the same link destinations', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        expect(linkDestinations(text)).toEqual(linkDestinationsByExpressions(text));
      }),
      { numRuns: 2000 },
    );
  });
});
