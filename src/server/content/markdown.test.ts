import { describe, expect, it } from 'vitest';
import { renderContentBody, type ContentFacts } from './markdown.ts';

const facts: ContentFacts = {
  storeName: 'Lakeside Cannabis',
  limits: {
    adultUseMg: 70_870,
    adultUseConcentrateMg: 15_000,
    medicalDailyMg: 70_870,
    medicalMonthlyMg: 283_495,
    vapeLimitCategory: 'gaseous',
  },
  rewards: {
    pointsPerDollar: 1,
    birthdayBonusPoints: 100,
    redemptionTiers: [],
    referralDiscountCents: 1500,
    referralReferrerPoints: 250,
  },
};

const render = (markdown: string) => renderContentBody(markdown, facts);

describe('renderContentBody: sanitising', () => {
  it('passes no raw HTML: script elements, event attributes and inline tags are dropped', () => {
    const html = render(
      'Hello <b onclick="steal()">there</b>.\n\n<script>alert(1)</script>\n\n<img src="/media/a.webp" onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|onclick|onerror|<iframe|<b\b|alert|steal/);
    expect(html).toContain('<p>Hello there.</p>');
  });

  it('drops javascript:, data:, plain http and protocol-relative links but keeps their words', () => {
    const html = render(
      '[click](javascript:alert(1)) [data](data:text/html,hi) [old](http://example.com) [twice](//evil.example/x) [vb](vbscript:x)',
    );
    expect(html).toBe('<p>click data old twice vb</p>');
    // A backslash reaches the page percent-encoded, a path of this site rather than another host.
    expect(render('[slash](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">slash</a></p>');
  });

  it('keeps site paths and in-page anchors; marks other https sites noopener noreferrer', () => {
    const html = render(
      '## Terpenes\n\n[Flower](/category/flower?type=indica) [up](#terpenes) [CRA](https://www.michigan.gov/cra)',
    );
    expect(html).toContain('<a href="/category/flower?type=indica">Flower</a>');
    expect(html).toContain('<a href="#terpenes">up</a>');
    expect(html).toContain('<a href="https://www.michigan.gov/cra" rel="noopener noreferrer">CRA</a>');
  });

  it('links email addresses and phone numbers, typed as links or as plain text', () => {
    expect(render('Write to help@lakeside.test or [call](tel:+1-734-555-0100).')).toBe(
      '<p>Write to <a href="mailto:help@lakeside.test">help@lakeside.test</a> or <a href="tel:+1-734-555-0100">call</a>.</p>',
    );
  });

  it('shows pictures only from the media library, lazily', () => {
    const html = render(
      '![Jar of flower](/media/library/jar-1a2b.webp) ![x](https://evil.example/t.png) ![y](/media/../secrets)',
    );
    expect(html).toBe(
      '<p><img src="/media/library/jar-1a2b.webp" alt="Jar of flower" loading="lazy" decoding="async">  </p>',
    );
  });
});

describe('renderContentBody: structure', () => {
  it("puts headings under the page's own h1, each with a unique id that never takes the layout's", () => {
    const html = render('# Start here\n\n## Why it matters\n\n### Why it matters\n\n## Main');
    expect(html).toContain('<h2 id="start-here">Start here</h2>');
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(html).toContain('<h3 id="why-it-matters-2">Why it matters</h3>');
    expect(html).toContain('<h2 id="main-section">Main</h2>');
    expect(html).not.toContain('<h1');
  });

  it('renders GitHub tables in a named box that scrolls on its own', () => {
    const html = render('| Terpene | Smell |\n|---|---|\n| Myrcene | Earthy |');
    expect(html).toMatch(
      /^<div class="content-table" role="region" tabindex="0" aria-label="Table: Terpene, Smell"><table>/,
    );
    expect(html).toContain('<td>Myrcene</td>');
  });

  it('keeps footnotes linked to their notes', () => {
    const html = render('Tested by a state lab.[^1]\n\n[^1]: Every batch.');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
  });
});

describe('renderContentBody: the facts paragraphs', () => {
  it('turns ::purchase-limits into the limits table from the settings', () => {
    const html = render('Before you shop:\n\n::purchase-limits\n\nThat is all.');
    expect(html).toContain('<caption>Purchase limits at Lakeside Cannabis</caption>');
    expect(html).toContain('<th scope="row">Adult-use (21+), per visit</th><td>2.5 oz</td>');
    expect(html).toContain('<th scope="row">Medical patients, per calendar month</th><td>10 oz</td>');
    expect(html).toContain('gaseous: 7 g of vape = 1 oz of flower');
    expect(html).not.toContain('::purchase-limits');
  });

  it('follows the settings, not typed numbers', () => {
    const html = renderContentBody('::purchase-limits', { ...facts, limits: { ...facts.limits, adultUseMg: 28_350 } });
    expect(html).toContain('<th scope="row">Adult-use (21+), per visit</th><td>1 oz</td>');
  });

  it('turns ::referral-rewards into the referral terms from the settings', () => {
    const html = render('::referral-rewards');
    expect(html).toMatch(/^<ol><li>Every Lakeside Cannabis account has a referral code/);
    expect(html).toContain('gets $15.00 off their first order');
    expect(html).toContain('you get 250 rewards points');
  });

  it('leaves a marker that is not a paragraph of its own as words', () => {
    expect(render('See ::purchase-limits here.')).toBe('<p>See ::purchase-limits here.</p>');
    expect(render('- ::referral-rewards')).toBe('<ul>\n<li>::referral-rewards</li>\n</ul>');
  });
});
