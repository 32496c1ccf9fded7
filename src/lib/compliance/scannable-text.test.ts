import { describe, expect, it } from 'vitest';
import { linkDestinations, scannableText } from './scannable-text.ts';

describe('scannableText', () => {
  it('keeps the length and the offsets of the words readers read', () => {
    const text = '## Our **flower**\n\n[Read more](https://example.com/x "Title") and ![a jar](/media/jar.jpg).';
    const words = scannableText(text);
    expect(words).toHaveLength(text.length);
    expect(words.slice(text.indexOf('flower'), text.indexOf('flower') + 6)).toBe('flower');
    expect(words.replace(/\s+/g, ' ').trim()).toBe('Our flower Read more and a jar .');
  });

  it('blanks reference definitions, autolinks, bare URLs and HTML tags', () => {
    const text =
      'See [the menu][menu], <https://a.test/kids>, www.b.test/free-gram and <b>bold</b>.\n\n[menu]: /category/flower';
    expect(scannableText(text).replace(/\s+/g, ' ').trim()).toBe('See the menu , , and bold .');
  });
});

describe('linkDestinations', () => {
  it('finds inline, reference and autolinks with the offsets of their text', () => {
    const text =
      'Try [Lake Effect](/products/lake-effect), [this][p] or <https://shop.test/products/x>.\n\n[p]: /products/p';
    const links = linkDestinations(text);
    expect(links.map((link) => [link.url, text.slice(link.labelStart, link.labelEnd)])).toEqual([
      ['/products/lake-effect', 'Lake Effect'],
      ['/products/p', 'this'],
      ['https://shop.test/products/x', '<https://shop.test/products/x>'],
    ]);
  });
});
