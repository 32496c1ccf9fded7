import { describe, expect, it } from 'vitest';
import { checkCompliance, MICHIGAN_RULES_IN_FORCE } from './check-compliance.ts';
import { CLEAN_PHRASES, FLAGGED_PHRASES, type CorpusPhrase } from './corpus.ts';

const MAX_FALSE_POSITIVE_RATE = 0.05;
const severityOf = new Map(MICHIGAN_RULES_IN_FORCE.rules.map((rule) => [rule.id, rule.severity]));

function ruleIdsFound(phrase: CorpusPhrase): string[] {
  const findings = checkCompliance({ text: phrase.text, ...phrase.context });
  return [...new Set(findings.map((finding) => finding.ruleId))].sort();
}

describe('the labelled compliance corpus', () => {
  it('holds at least 150 phrases, both flagged and clean, each label a rule of the set', () => {
    expect(FLAGGED_PHRASES.length + CLEAN_PHRASES.length).toBeGreaterThanOrEqual(150);
    expect(CLEAN_PHRASES.length).toBeGreaterThanOrEqual(60);
    for (const phrase of FLAGGED_PHRASES) {
      expect(phrase.rules.length, phrase.text).toBeGreaterThan(0);
      for (const ruleId of phrase.rules) expect(severityOf.has(ruleId), `${ruleId} in "${phrase.text}"`).toBe(true);
    }
    // Every rule of the set is exercised by the corpus.
    const labelled = new Set(FLAGGED_PHRASES.flatMap((phrase) => phrase.rules));
    expect([...severityOf.keys()].filter((ruleId) => !labelled.has(ruleId))).toEqual([]);
  });

  it('misses no phrase labelled with a block rule', () => {
    const blockPhrases = FLAGGED_PHRASES.filter((phrase) =>
      phrase.rules.some((ruleId) => severityOf.get(ruleId) === 'block'),
    );
    const misses = blockPhrases.filter((phrase) => {
      const found = ruleIdsFound(phrase);
      return phrase.rules.some((ruleId) => severityOf.get(ruleId) === 'block' && !found.includes(ruleId));
    });
    console.info(`Compliance corpus: ${misses.length} of ${blockPhrases.length} block phrases missed.`);
    expect(misses.map((phrase) => phrase.text)).toEqual([]);
  });

  it('raises exactly the labelled rules on every flagged phrase, so each finding cites the expected rule', () => {
    const wrong = FLAGGED_PHRASES.map((phrase) => ({ text: phrase.text, expected: [...phrase.rules].sort() }))
      .map((phrase, index) => ({ ...phrase, found: ruleIdsFound(FLAGGED_PHRASES[index]!) }))
      .filter((phrase) => phrase.found.join() !== phrase.expected.join());
    expect(wrong).toEqual([]);
  });

  it('keeps false positives on clean copy at or under 5%', () => {
    const falsePositives = CLEAN_PHRASES.map((phrase) => ({ text: phrase.text, found: ruleIdsFound(phrase) })).filter(
      (phrase) => phrase.found.length > 0,
    );
    const rate = falsePositives.length / CLEAN_PHRASES.length;
    console.info(
      `Compliance corpus: ${falsePositives.length} of ${CLEAN_PHRASES.length} clean phrases flagged ` +
        `(false-positive rate ${(rate * 100).toFixed(1)}%).`,
    );
    for (const phrase of falsePositives) console.info(`  flagged clean copy: "${phrase.text}" → ${phrase.found}`);
    expect(rate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  });
});
