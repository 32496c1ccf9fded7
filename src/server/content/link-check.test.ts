import { describe, expect, it } from 'vitest';
import { linkProblems, type KnownRoutes } from './link-check.ts';

const routes: KnownRoutes = {
  isPage: (path) => ['/', '/category/flower', '/learn/terpenes-over-potency', '/privacy-policy'].includes(path),
  isMedia: (src) => src === '/media/library/jar.webp',
};

const REFUSED =
  'Links go to a page of the store (/…), a heading of this page (#…), another site over https://, an email (mailto:) or a phone number (tel:); this one is left out.';

describe('linkProblems', () => {
  it('passes links to pages of the store, anchors of the page and https sites', () => {
    const body = [
      '## How to read a label',
      '[Flower](/category/flower?type=indica#menu) [Terpenes](/learn/terpenes-over-potency/) [label](#how-to-read-a-label)',
      '[CRA](https://www.michigan.gov/cra) [home](/) ![Jar](/media/library/jar.webp) help@lakeside.test [call](tel:734-555-0100)',
      '[policy][p]',
      '',
      '[p]: /privacy-policy',
    ].join('\n\n');
    expect(linkProblems(body, routes)).toEqual([]);
  });

  it('names every link and picture that would not work, in order', () => {
    const body = [
      '[gone](/products/no-such-thing) [js](javascript:alert(1)) [old](http://example.com)',
      '[jump](#nowhere) ![outside](https://example.com/a.png) ![missing](/media/library/gone.webp)',
      '<div>raw</div>',
      '[ref][r]',
      '',
      '[r]: /learn/cannabinoids',
    ].join('\n\n');
    expect(linkProblems(body, routes).map(({ href, problem }) => `${href} — ${problem}`)).toEqual([
      '/products/no-such-thing — No page of the store is at /products/no-such-thing.',
      `javascript:alert(1) — ${REFUSED}`,
      `http://example.com — ${REFUSED}`,
      '#nowhere — No heading of this page has the anchor #nowhere.',
      'https://example.com/a.png — Pictures come from the media library (/media/…); this one is left out.',
      '/media/library/gone.webp — The media library has no such picture.',
      '<div>raw</div> — HTML is not shown on the page; write it in Markdown.',
      '/learn/cannabinoids — No page of the store is at /learn/cannabinoids.',
    ]);
  });
});
