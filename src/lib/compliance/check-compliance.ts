/**
 * The advertising compliance check every editor calls — pages and articles as the editor types
 * (in the browser), and the server when a page, deal, review, email or job posting is saved. Pure
 * and synchronous; the rule set is data (rule-sets/), the current one by default.
 *
 *   const findings = checkCompliance({ text: body, showsWarnings: true });
 *   if (blocksPublishing(findings)) … // an admin may still publish with an override reason
 */
import { MICHIGAN_RULES_IN_FORCE } from './rule-sets/michigan-r420-507.ts';
import { findPhrases, overlaps, type TextRange } from './phrase-pattern.ts';
import { linkDestinations, scannableText } from './scannable-text.ts';
import { newWorkMeter, type WorkMeter } from './work-meter.ts';
import type {
  ComplianceFinding,
  ComplianceInput,
  ComplianceMatcher,
  ComplianceRule,
  ComplianceRuleSet,
  MedicalOnlyMatcher,
  NearMatcher,
} from './types.ts';

export type * from './types.ts';
export type { WorkMeter };
export { MICHIGAN_RULES_IN_FORCE };

/** What a matcher reads: the input, and its text with URLs and markup blanked out at the same offsets. */
interface Scan {
  input: ComplianceInput;
  words: string;
  ruleSet: ComplianceRuleSet;
  work: WorkMeter;
}

type Found = { rule: ComplianceRule; range: TextRange };

/**
 * Findings of the rule set in the text, sorted by position (then rule), overlapping ones of a rule
 * merged. Its work grows with the text's length (work-meter.ts), which `work` counts.
 */
export function checkCompliance(
  input: ComplianceInput,
  ruleSet: ComplianceRuleSet = MICHIGAN_RULES_IN_FORCE,
  work: WorkMeter = newWorkMeter(),
): ComplianceFinding[] {
  const scan: Scan = { input, words: scannableText(input.text, work), ruleSet, work };
  const found: Found[] = [];
  for (const rule of ruleSet.rules) {
    const ranges = rule.matchers.flatMap((matcher) => rangesOf(matcher, scan));
    for (const range of mergeOverlapping(ranges, work)) found.push({ rule, range });
  }
  const kept = withoutSuperseded(found, work);
  kept.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end || a.rule.id.localeCompare(b.rule.id));
  const occurrences = new Map<string, number>();
  return kept.map(({ rule, range }) => {
    const excerpt = input.text.slice(range.start, range.end);
    const key = `${rule.id}:${excerpt.toLowerCase().replace(/\s+/g, ' ')}`;
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    return {
      id: `${key}:${occurrence}`,
      ruleId: rule.id,
      severity: rule.severity,
      citation: rule.citation,
      title: rule.title,
      message: rule.message,
      start: range.start,
      end: range.end,
      excerpt,
    };
  });
}

/** Whether the findings stop publishing (any `block` finding) until an admin records an override reason. */
export function blocksPublishing(findings: readonly Pick<ComplianceFinding, 'severity'>[]): boolean {
  return findings.some((finding) => finding.severity === 'block');
}

/**
 * The findings no finding of a stronger rule covers: each rule's findings (in order, apart) are
 * swept once along the merged findings of the rules that supersede it.
 */
function withoutSuperseded(found: readonly Found[], work: WorkMeter): Found[] {
  const covering = new Map<string, TextRange[]>();
  for (const { rule, range } of found) {
    for (const id of rule.supersedes ?? []) {
      const ranges = covering.get(id) ?? [];
      ranges.push(range);
      covering.set(id, ranges);
    }
  }
  const cover = new Map([...covering].map(([id, ranges]) => [id, mergeOverlapping(ranges, work)]));
  const next = new Map<string, number>();
  return found.filter(({ rule, range }) => {
    work.steps += 1;
    const ranges = cover.get(rule.id);
    if (!ranges) return true;
    let index = next.get(rule.id) ?? 0;
    while (index < ranges.length && ranges[index]!.end <= range.start) {
      index += 1;
      work.steps += 1;
    }
    next.set(rule.id, index);
    return !(index < ranges.length && overlaps(ranges[index]!, range));
  });
}

function rangesOf(matcher: ComplianceMatcher, scan: Scan): TextRange[] {
  switch (matcher.kind) {
    case 'phrase':
      return withoutExceptions(findPhrases(scan.words, matcher.phrases, scan.work), matcher, scan);
    case 'near':
      return withoutExceptions(nearPairs(matcher, scan), matcher, scan);
    case 'missing-warnings':
      return missingWarnings(scan);
    case 'medical-only':
      return medicalOnlyUnnamed(matcher, scan);
  }
}

function withoutExceptions(
  ranges: TextRange[],
  { except, notAfter }: { except?: readonly string[]; notAfter?: readonly string[] },
  { words, work }: Scan,
): TextRange[] {
  if (ranges.length === 0) return ranges;
  const excepted = except ? findPhrases(words, except, work) : [];
  const negationEnds = new Set(notAfter ? findPhrases(words, notAfter, work).map((negation) => negation.end) : []);
  return ranges.filter((range) => {
    if (overlapsAny(excepted, range, work)) return false;
    let before = range.start;
    while (before > 0 && /\s/.test(words[before - 1]!)) {
      before -= 1;
      work.steps += 1;
    }
    return !negationEnds.has(before);
  });
}

/** Whether any of `ranges` (in order, apart, as findPhrases gives them) shares a character with `range`: a binary search. */
function overlapsAny(ranges: readonly TextRange[], range: TextRange, work: WorkMeter): boolean {
  let low = 0;
  let high = ranges.length;
  // The first range that ends after `range` starts; only it can be the one that overlaps.
  while (low < high) {
    work.steps += 1;
    const middle = (low + high) >>> 1;
    if (ranges[middle]!.end <= range.start) low = middle + 1;
    else high = middle;
  }
  return low < ranges.length && overlaps(ranges[low]!, range);
}

/** Ends a sentence between two words: a sentence mark or a blank line. */
const SENTENCE_BREAK = /[.!?;:]\s|\n\s*\n/;
const WORD = /[\p{L}\p{N}]+/gu;
/** Words are rarely longer than this, so pairs further apart than `withinWords` of them are skipped unread. */
const LONGEST_WORD_WITH_SPACE = 24;

function nearPairs(matcher: NearMatcher, { words, work }: Scan): TextRange[] {
  const these = findPhrases(words, matcher.these, work);
  if (these.length === 0) return [];
  const those = findPhrases(words, matcher.those, work);
  const reach = (matcher.withinWords + 1) * LONGEST_WORD_WITH_SPACE;
  const pairs: TextRange[] = [];
  // Both lists run left to right, so the first of `those` within reach only ever moves right.
  let first = 0;
  for (const one of these) {
    while (first < those.length && those[first]!.end < one.start - reach) {
      first += 1;
      work.steps += 1;
    }
    let nearest: TextRange | undefined;
    let nearestGap = Infinity;
    for (let index = first; index < those.length; index += 1) {
      const other = those[index]!;
      work.steps += 1;
      if (other.start > one.end + reach) break;
      if (overlaps(one, other)) continue;
      const gap = other.start >= one.end ? words.slice(one.end, other.start) : words.slice(other.end, one.start);
      if (SENTENCE_BREAK.test(gap)) continue;
      const between = gap.match(WORD)?.length ?? 0;
      if (between <= matcher.withinWords && gap.length < nearestGap) {
        nearest = other;
        nearestGap = gap.length;
      }
    }
    if (nearest) pairs.push({ start: Math.min(one.start, nearest.start), end: Math.max(one.end, nearest.end) });
  }
  return pairs;
}

function mergeOverlapping(ranges: readonly TextRange[], work: WorkMeter): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  work.steps += sorted.length;
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start < last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const literalPatterns = new Map<string, RegExp>();

/** Where any of the names (taken literally) appears as whole words, left to right. */
function findNames(words: string, names: readonly string[], work: WorkMeter): TextRange[] {
  const usable = names.map((name) => name.trim()).filter((name) => name.length > 0);
  if (usable.length === 0) return [];
  const key = usable.join('\n');
  let pattern = literalPatterns.get(key);
  if (!pattern) {
    const sources = [...usable]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
      .map((parts) => `(?<![\\p{L}\\p{N}])${parts.join('\\s+')}(?![\\p{L}\\p{N}])`);
    pattern = new RegExp(sources.join('|'), 'giu');
    // Names change with the catalog, not per keystroke: a small cache is plenty.
    if (literalPatterns.size > 20) literalPatterns.clear();
    literalPatterns.set(key, pattern);
  }
  work.steps += words.length;
  return [...words.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The R 420.504(1)(j)-style warnings rule: where the text advertises a product that is shown without them. */
function missingWarnings(scan: Scan): TextRange[] {
  const { input, words, ruleSet, work } = scan;
  const productLinks = linkDestinations(input.text, work)
    .filter((link) => /^(?:https?:\/\/[^/]+)?\/products\//i.test(link.url))
    .map((link) => ({ start: link.labelStart, end: link.labelEnd }));
  const mentions = [...productLinks, ...findNames(words, input.productNames ?? [], work)].sort(
    (a, b) => a.start - b.start,
  );
  const advertises = input.advertisesProduct ?? mentions.length > 0;
  if (!advertises) return [];
  const normalized = words.toLowerCase().replace(/\s+/g, ' ');
  const shows =
    input.showsWarnings ??
    ruleSet.requiredWarnings.every((warning) => normalized.includes(warning.detect.toLowerCase()));
  if (shows) return [];
  // The first place the product is advertised, or the start of the text when only the caller knows.
  return [mentions[0] ?? { start: 0, end: 0 }];
}

/** Paragraph bounds around an offset: blank lines separate paragraphs. */
function paragraphAround(text: string, offset: number): TextRange {
  const before = text.lastIndexOf('\n\n', offset);
  const after = text.indexOf('\n\n', offset);
  return { start: before === -1 ? 0 : before, end: after === -1 ? text.length : after };
}

/** Mentions of medical-only products in a paragraph that does not say what they are for; each paragraph is read once. */
function medicalOnlyUnnamed(matcher: MedicalOnlyMatcher, { words, input, work }: Scan): TextRange[] {
  const mentions = findNames(words, input.medicalOnlyProductNames ?? [], work);
  let paragraph: TextRange = { start: 0, end: -1 };
  let saysItAll = true;
  return mentions.filter((mention) => {
    // Mentions run left to right: one before the paragraph's end is in the paragraph already read.
    if (mention.start >= paragraph.end) {
      paragraph = paragraphAround(words, mention.start);
      const text = words.slice(paragraph.start, paragraph.end);
      work.steps += text.length;
      saysItAll = matcher.mustSay.every((group) => findPhrases(text, group, work).length > 0);
    }
    return !saysItAll;
  });
}
