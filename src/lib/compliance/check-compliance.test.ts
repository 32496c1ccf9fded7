import { describe, expect, it } from 'vitest';
import { blocksPublishing, checkCompliance, MICHIGAN_RULES_IN_FORCE } from './check-compliance.ts';
import type { ComplianceRuleSet } from './types.ts';

const ids = (text: string) => checkCompliance({ text }).map((finding) => finding.ruleId);

describe('checkCompliance', () => {
  it('reports each finding with its rule, citation, message and the offsets of what it found', () => {
    const text = 'Hand-trimmed flower. It relieves anxiety fast.';
    const [finding, ...rest] = checkCompliance({ text });
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'health-claim',
      severity: 'block',
      citation: 'R 420.507(3)',
      title: 'Health claim',
      excerpt: 'relieves anxiety',
    });
    expect(text.slice(finding!.start, finding!.end)).toBe('relieves anxiety');
    expect(finding!.message).toMatch(/what shoppers report/);
  });

  it('sorts findings by position, whatever the order of the rules', () => {
    const findings = checkCompliance({ text: 'Get wrecked, kids! It cures insomnia and is 100% safe.' });
    expect(findings.map((finding) => finding.ruleId)).toEqual([
      'overconsumption',
      'appeal-to-minors',
      'health-claim',
      'misleading-claim',
    ]);
    const starts = findings.map((finding) => finding.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('matches whole words in any case and inflection, and not inside other words', () => {
    expect(ids('CURES INSOMNIA')).toEqual(['health-claim']);
    expect(ids('It cured my insomnia.')).toEqual(['health-claim']);
    expect(ids('Treating chronic pain since 2019.')).toEqual(['health-claim']);
    expect(ids('Relief for painters in Spain.')).toEqual([]);
  });

  it('does not pair words across sentences', () => {
    expect(ids('Slow-cured for two weeks. Anxiety about dosing? Ask us.')).toEqual([]);
    expect(ids('Treat yourself. Our staff will explain the lab results.')).toEqual([]);
  });

  it('ignores link and image URLs in Markdown but checks link text and alt text', () => {
    expect(ids('[Our growers](https://example.com/cures-cancer) and ![flower](/media/free-gram.jpg)')).toEqual([]);
    expect(ids('See <https://example.com/kids> or https://example.com/get-wrecked for more.')).toEqual([]);
    const text = 'Read [how CBD cures anxiety](/learn/cbd) and ![a cartoon joint](/media/j.png).';
    const findings = checkCompliance({ text });
    expect(findings.map((finding) => [finding.ruleId, finding.excerpt])).toEqual([
      ['health-claim', 'cures anxiety'],
      ['appeal-to-minors', 'cartoon'],
    ]);
  });

  it('matches across emphasis and line wrapping', () => {
    expect(checkCompliance({ text: 'Get a **free**\npre-roll today' }).map((finding) => finding.excerpt)).toEqual([
      'free**\npre-roll',
    ]);
  });

  it('drops a finding a negation right before it turns around, and one an exception covers', () => {
    expect(ids('Never drive high.')).toEqual([]);
    expect(ids('Drive high and you lose your license.')).toEqual(['consumption-in-public-or-driving']);
    expect(ids('Effects are not guaranteed.')).toEqual([]);
    expect(ids('Sugar-free gummies, solvent-free rosin.')).toEqual([]);
  });

  it('lets a block finding cover the review finding of the same words', () => {
    expect(ids('THC candy for grown-ups.')).toEqual(['appeal-to-minors']);
    expect(ids('Buy an ounce, get a free pre-roll.')).toEqual(['cannabis-giveaway']);
    expect(ids('Buy two, get the third free.')).toEqual(['free-in-multi-buy']);
  });

  it('gives findings ids that stay the same when the text around them changes', () => {
    const before = checkCompliance({ text: 'It cures insomnia. Also cures insomnia.' });
    const after = checkCompliance({ text: 'New intro paragraph.\n\nIt cures insomnia. Also cures insomnia.' });
    expect(before.map((finding) => finding.id)).toEqual([
      'health-claim:cures insomnia:1',
      'health-claim:cures insomnia:2',
    ]);
    expect(after.map((finding) => finding.id)).toEqual(before.map((finding) => finding.id));
    expect(after[0]!.start).toBe(before[0]!.start + 'New intro paragraph.\n\n'.length);
  });
});

describe('the context rules', () => {
  const productLink = 'Back in stock: [Lake Effect Live Resin](/products/lake-effect-live-resin).';

  it('asks for the warnings where a text links to a product, highlighting the link text', () => {
    const [finding] = checkCompliance({ text: productLink });
    expect(finding).toMatchObject({ ruleId: 'missing-warnings', citation: 'R 420.507(4); R 420.504(1)(j)' });
    expect(finding!.excerpt).toBe('Lake Effect Live Resin');
    expect(checkCompliance({ text: productLink, showsWarnings: true })).toEqual([]);
  });

  it('knows a product from its name, or from the caller alone', () => {
    const names = { productNames: ['Lake Effect Live Resin'] };
    expect(checkCompliance({ text: 'Lake effect live resin is back.', ...names }).map((f) => f.ruleId)).toEqual([
      'missing-warnings',
    ]);
    expect(checkCompliance({ text: 'Our hours change on Sunday.', ...names })).toEqual([]);
    const [told] = checkCompliance({ text: 'This week only.', advertisesProduct: true });
    expect(told).toMatchObject({ ruleId: 'missing-warnings', start: 0, end: 0 });
    expect(checkCompliance({ text: productLink, advertisesProduct: false })).toEqual([]);
  });

  it('accepts a text that carries every required warning itself, and not one that lacks one', () => {
    const warnings = MICHIGAN_RULES_IN_FORCE.requiredWarnings.map((warning) => warning.text);
    expect(checkCompliance({ text: [productLink, ...warnings].join('\n\n') })).toEqual([]);
    const missingOne = [productLink, ...warnings.slice(1)].join('\n\n');
    expect(checkCompliance({ text: missingOne }).map((finding) => finding.ruleId)).toEqual(['missing-warnings']);
  });

  it('asks that each paragraph naming a medical-only product call it medical marihuana for registered patients', () => {
    const medical = { showsWarnings: true, medicalOnlyProductNames: ['Medical Strength THC Tincture 1000 mg'] };
    const text =
      'Medical Strength THC Tincture 1000 mg: medical marihuana for registered qualifying patients only.\n\n' +
      'Also in: Medical Strength THC Tincture 1000 mg.';
    const findings = checkCompliance({ text, ...medical });
    expect(findings.map((finding) => [finding.ruleId, finding.citation, finding.start])).toEqual([
      ['medical-only-unnamed', 'R 420.507(6)', text.lastIndexOf('Medical Strength')],
    ]);
  });
});

describe('rule sets are data', () => {
  it('checks a text against another rule set without any change to the engine', () => {
    const draft: ComplianceRuleSet = {
      id: 'draft-test',
      title: 'A draft',
      inForceFrom: '2027-01-01',
      source: 'test',
      requiredWarnings: [],
      rules: [
        {
          id: 'no-hype',
          citation: 'Draft R 1(a)',
          severity: 'review',
          title: 'Hype',
          message: 'Tone it down.',
          matchers: [{ kind: 'phrase', phrases: ['fire|lit'], notAfter: ['not'] }],
        },
      ],
    };
    const findings = checkCompliance({ text: 'This batch is fire. That one is not fire. It cures insomnia.' }, draft);
    expect(findings.map((finding) => [finding.ruleId, finding.excerpt, finding.citation])).toEqual([
      ['no-hype', 'fire', 'Draft R 1(a)'],
    ]);
    expect(blocksPublishing(findings)).toBe(false);
  });

  it('names its version and the day it took effect', () => {
    expect(MICHIGAN_RULES_IN_FORCE).toMatchObject({ id: 'mi-r420-507-2020', inForceFrom: '2020-06-22' });
    expect(new Set(MICHIGAN_RULES_IN_FORCE.rules.map((rule) => rule.id)).size).toBe(
      MICHIGAN_RULES_IN_FORCE.rules.length,
    );
  });
});

describe('blocksPublishing', () => {
  it('is true with any block finding and false with review findings only', () => {
    expect(blocksPublishing(checkCompliance({ text: 'Zkittlez is back.' }))).toBe(false);
    expect(blocksPublishing(checkCompliance({ text: 'Zkittlez cures insomnia.' }))).toBe(true);
    expect(blocksPublishing([])).toBe(false);
  });
});
