import { describe, expect, it } from 'vitest';
import { blocksPublishing, checkPageCompliance } from './content-compliance.ts';

describe('the compliance check of a content page', () => {
  it('checks title, summary and text apart, with offsets into each field', () => {
    const page = {
      title: 'Sleep better',
      summary: 'A guide to evenings.',
      body: 'Edibles come on slowly.\n\nThis indica cures insomnia in one night.',
    };
    const findings = checkPageCompliance(page);
    expect(findings.map((finding) => [finding.field, finding.ruleId, finding.citation])).toEqual([
      ['body', 'health-claim', 'R 420.507(3)'],
    ]);
    const [finding] = findings;
    expect(page.body.slice(finding!.start, finding!.end)).toBe(finding!.excerpt);
    expect(blocksPublishing(findings)).toBe(true);
  });

  it('finds nothing in plain guidance', () => {
    expect(
      checkPageCompliance({ title: 'Edibles', summary: '', body: 'Start with a small amount and wait two hours.' }),
    ).toEqual([]);
  });
});
