import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../settings/theme.ts';
import { readableEmailHtml as readable } from '../../../tests/support/email-text.ts';
import { emailHtml } from './email-html.ts';

const BRAND = { name: 'River Raisin Cannabis Co.', theme: DEFAULT_THEME };

describe('emailHtml', () => {
  const text = [
    'Hi Robin,',
    'Thanks for picking up order RR-7K3Q9P.\nReview it here:\nhttps://shop.example.com/reviews/write/abc.DEF-12?x=1&y=2.',
    'What you bought:\n- Sour Diesel\n- Og Kush',
    'Questions? Write to help@example.com or call (734) 555-0142.',
    '— River Raisin Cannabis Co.',
  ].join('\n\n');
  const html = emailHtml({ subject: 'How was order RR-7K3Q9P?', text }, BRAND);

  it('says what the text says, word for word (a list’s items as list items)', () => {
    expect(readable(html)).toBe(`River Raisin Cannabis Co. ${text.replace(/^- /gm, '').replace(/\s+/g, ' ')}`);
  });

  it('makes paragraphs, line breaks and a list of the text, and every address a link', () => {
    expect(html).toContain('<p style="margin:0 0 16px;">Hi Robin,</p>');
    expect(html).toContain('Thanks for picking up order RR-7K3Q9P.<br>\nReview it here:<br>');
    expect(html).toMatch(/What you bought:<\/p>\n<ul[^>]*><li[^>]*>Sour Diesel<\/li><li[^>]*>Og Kush<\/li><\/ul>/);
    // The full stop ending the sentence is not part of the link; the query's & is escaped.
    expect(html).toContain(
      '<a href="https://shop.example.com/reviews/write/abc.DEF-12?x=1&amp;y=2" style="color:#1f5130;text-decoration:underline;word-break:break-all;">https://shop.example.com/reviews/write/abc.DEF-12?x=1&amp;y=2</a>.',
    );
    expect(html).toContain('<a href="mailto:help@example.com"');
  });

  it('carries the store name and colours, a language and the subject as the title', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>How was order RR-7K3Q9P?</title>');
    expect(html).toContain(`background:${DEFAULT_THEME.primary};color:${DEFAULT_THEME.primaryText}`);
    expect(html).toContain('>River Raisin Cannabis Co.</p>');
    expect(html).toContain(`background:${DEFAULT_THEME.background}`);
  });

  it('escapes whatever the text holds', () => {
    const hostile = emailHtml(
      { subject: '</title><script>x</script>', text: 'Hi <b>"you"</b> & javascript:alert(1) <img src=x onerror=y>' },
      { ...BRAND, name: 'A & B <Shop>' },
    );
    expect(hostile).not.toMatch(/<script|<b>|<img/);
    expect(hostile).toContain('Hi &lt;b&gt;&quot;you&quot;&lt;/b&gt; &amp; javascript:alert(1)');
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(hostile).toContain('A &amp; B &lt;Shop&gt;');
    expect(hostile).not.toContain('href="javascript');
  });

  it('keeps links readable when the primary colour is too light for text', () => {
    const pale = emailHtml(
      { subject: 's', text: 'https://shop.example.com' },
      {
        ...BRAND,
        theme: { ...DEFAULT_THEME, primary: '#f5e6a8' },
      },
    );
    expect(pale).toContain(`color:${DEFAULT_THEME.text};text-decoration:underline`);
  });
});
