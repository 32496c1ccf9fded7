/**
 * The words of a plain-text or Markdown text as a reader sees them, at the same offsets: every
 * character that is not read — link and image URLs and titles, reference definitions, bare URLs,
 * HTML tags, emphasis and heading marks — becomes a space, so a finding's offsets point into the
 * text the editor holds. Link text and image alt text stay: readers read them.
 *
 * Brackets are paired by one pass from the right (nextStops), not by expressions that read ahead
 * from every opening bracket: on a run of unclosed `[`, `![` or `<` those read the rest of the line
 * again from each one, and the work grew with the square of the text.
 */
import { forwardSearch, newWorkMeter, type WorkMeter } from './work-meter.ts';

const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACKET = 0x5b; // [
const OPEN_PAREN = 0x28; // (
const CLOSE_PAREN = 0x29; // )
const GREATER_THAN = 0x3e; // >
const BANG = 0x21; // !
const SLASH = 0x2f; // /

/** `[ref]: https://… "title"` on its own line (read once per line, so linear as it is). */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[^\n]*$/gm;
/** Bare URLs: each match reads on to the first stop and the search goes on from there. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi;
/** Emphasis, code, strikethrough, heading and quote marks between words. */
const MARKUP = /[*_~`#>|]/g;

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** `text` with the ranges (in order, apart, none holding a line break) turned into spaces. */
function blanked(text: string, ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 0) return text;
  const parts: string[] = [];
  let kept = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(kept, start), ' '.repeat(end - start));
    kept = end;
  }
  parts.push(text.slice(kept));
  return parts.join('');
}

/**
 * Where a link's opening bracket is, when `[` at `at` opens one: one `!` before it belongs to an
 * image, unless the search already went past it.
 */
const openingAt = (text: string, at: number, searchFrom: number) =>
  at > searchFrom && text.charCodeAt(at - 1) === BANG ? at - 1 : at;

/** Every `[` of the text, left to right: `[[[[` is read once, whatever follows each. */
function* openBrackets(text: string, work: WorkMeter): Generator<number, void, number | undefined> {
  const next = forwardSearch(text, /\[/g, work);
  for (let at = next(0); at < text.length;) {
    // The caller may say where its match ended; the search goes on after it.
    const resumeAt = yield at;
    at = next(Math.max(at + 1, resumeAt ?? 0));
  }
}

/** Where one `[text](…)` or `[text][…]` is: its `[`, the `]` that ends its text, and its last character. */
interface BracketedLink {
  at: number;
  labelEnd: number;
  end: number;
}

/**
 * `[text](…)` (`kind: 'inline'`) or `[text][…]` (`'reference'`), each part on one line, left to
 * right and apart: the text runs from a `[` to the first `]` of its line, what follows it to the
 * first `)` (or `]`).
 */
function* bracketedLinks(text: string, kind: 'inline' | 'reference', work: WorkMeter): Generator<BracketedLink> {
  const labelEndAfter = forwardSearch(text, /[\]\n]/g, work);
  const endAfter = forwardSearch(text, kind === 'inline' ? /[)\n]/g : /[\]\n]/g, work);
  const opener = kind === 'inline' ? OPEN_PAREN : OPEN_BRACKET;
  const closer = kind === 'inline' ? CLOSE_PAREN : CLOSE_BRACKET;
  const brackets = openBrackets(text, work);
  for (let step = brackets.next(); !step.done;) {
    const at = step.value;
    const labelEnd = labelEndAfter(at + 1);
    const end =
      text.charCodeAt(labelEnd) === CLOSE_BRACKET && text.charCodeAt(labelEnd + 1) === opener
        ? endAfter(labelEnd + 2)
        : -1;
    if (end === -1 || text.charCodeAt(end) !== closer) {
      step = brackets.next();
      continue;
    }
    yield { at, labelEnd, end };
    step = brackets.next(end + 1);
  }
}

/**
 * `[text](url "title")` and `![alt](url)`, and (`kind: 'reference'`) `[text][ref]`, `[text][]`:
 * the brackets and what follows the text go, the text stays.
 */
function blankLinks(text: string, kind: 'inline' | 'reference', work: WorkMeter): string {
  const ranges: [number, number][] = [];
  let searchFrom = 0;
  for (const { at, labelEnd, end } of bracketedLinks(text, kind, work)) {
    ranges.push([openingAt(text, at, searchFrom), at + 1], [labelEnd, end + 1]);
    searchFrom = end + 1;
  }
  return blanked(text, ranges);
}

/** `<https://…>` autolinks and HTML tags: from a `<` to the first `>` on its line. */
function blankAngleBrackets(text: string, work: WorkMeter): string {
  const openAfter = forwardSearch(text, /</g, work);
  const closeAfter = forwardSearch(text, /[>\n]/g, work);
  const ranges: [number, number][] = [];
  for (let at = openAfter(0); at < text.length;) {
    const end = closeAfter(at + 1);
    if (text.charCodeAt(end) === GREATER_THAN) {
      ranges.push([at, end + 1]);
      at = openAfter(end + 1);
    } else {
      at = openAfter(at + 1);
    }
  }
  return blanked(text, ranges);
}

/** A pass of one of the expressions above that read each character a bounded number of times. */
function replaceLinear(text: string, pattern: RegExp, replacement: (match: string) => string, work: WorkMeter) {
  work.steps += text.length;
  return text.replace(pattern, replacement);
}

export function scannableText(text: string, work: WorkMeter = newWorkMeter()): string {
  let words = replaceLinear(text, REFERENCE_DEFINITION, blank, work);
  words = blankLinks(words, 'inline', work);
  words = blankLinks(words, 'reference', work);
  words = blankAngleBrackets(words, work);
  words = replaceLinear(words, BARE_URL, blank, work);
  return replaceLinear(words, MARKUP, () => ' ', work);
}

export interface LinkDestination {
  url: string;
  labelStart: number;
  labelEnd: number;
}

/** `[ref]: url` definitions, read once per line; the first definition of a name is the one used. */
const DEFINITION = /^ {0,3}\[([^\]\n]+)\]:\s*<?(\S+?)>?(?:\s|$)/gm;

/** The destinations of the text's links (inline, reference and autolinks), for the context rules. */
export function linkDestinations(text: string, work: WorkMeter = newWorkMeter()): LinkDestination[] {
  return [...inlineLinks(text, work), ...referenceLinks(text, work), ...autolinks(text, work)];
}

/** `[text](url` and `![alt](url`: the URL is read up to a `)`, a space or a `>`. */
function inlineLinks(text: string, work: WorkMeter): LinkDestination[] {
  const links: LinkDestination[] = [];
  const labelEndAfter = forwardSearch(text, /[\]\n]/g, work);
  const urlStart = /\s*<?/y;
  const urlEnd = /[)>\s]|$/g;
  const brackets = openBrackets(text, work);
  for (let step = brackets.next(); !step.done;) {
    const at = step.value;
    const labelEnd = labelEndAfter(at + 1);
    if (text.charCodeAt(labelEnd) !== CLOSE_BRACKET || text.charCodeAt(labelEnd + 1) !== OPEN_PAREN) {
      step = brackets.next();
      continue;
    }
    urlStart.lastIndex = labelEnd + 2;
    urlStart.exec(text);
    const url = urlStart.lastIndex;
    urlEnd.lastIndex = url;
    const end = urlEnd.exec(text)!.index;
    work.steps += end - labelEnd;
    links.push({ url: text.slice(url, end), labelStart: at + 1, labelEnd });
    step = brackets.next(end);
  }
  return links;
}

/** `[text][ref]` and `[text][]` whose name has a definition (the first of that name). */
function referenceLinks(text: string, work: WorkMeter): LinkDestination[] {
  const definitions = new Map<string, string>();
  work.steps += text.length;
  for (const match of text.matchAll(DEFINITION)) {
    const name = match[1]!.toLowerCase();
    if (!definitions.has(name)) definitions.set(name, match[2]!);
  }
  if (definitions.size === 0) return [];
  const links: LinkDestination[] = [];
  for (const { at, labelEnd, end } of bracketedLinks(text, 'reference', work)) {
    const name = (text.slice(labelEnd + 2, end) || text.slice(at + 1, labelEnd)).toLowerCase();
    const url = definitions.get(name);
    if (url !== undefined) links.push({ url, labelStart: at + 1, labelEnd });
  }
  return links;
}

/** `<https://…>` and `</path>` autolinks: the whole of them is the label. */
function autolinks(text: string, work: WorkMeter): LinkDestination[] {
  const links: LinkDestination[] = [];
  const openAfter = forwardSearch(text, /</g, work);
  const closeAfter = forwardSearch(text, /[>\s]/g, work);
  for (let at = openAfter(0); at < text.length;) {
    const opensLink =
      text.charCodeAt(at + 1) === SLASH || text.startsWith('http://', at + 1) || text.startsWith('https://', at + 1);
    const end = opensLink ? closeAfter(at + 1) : -1;
    if (end === -1 || text.charCodeAt(end) !== GREATER_THAN) {
      at = openAfter(at + 1);
      continue;
    }
    links.push({ url: text.slice(at + 1, end), labelStart: at, labelEnd: end + 1 });
    at = openAfter(end + 1);
  }
  return links;
}
