import { describe, expect, it } from 'vitest';
import { blocksRendering, formatCssReport, type StyleElement } from './check-css-budget.ts';

const link = (media: string | null, disabled = false): StyleElement => ({
  kind: 'link',
  href: 'http://store.test/_astro/a.css',
  media,
  disabled,
});

describe('blocksRendering', () => {
  it('counts a stylesheet for every screen and every style element', () => {
    expect(blocksRendering(link(null))).toBe(true);
    expect(blocksRendering(link('all'))).toBe(true);
    expect(blocksRendering(link(' Screen '))).toBe(true);
    expect(blocksRendering({ kind: 'style', media: null, disabled: false, text: 'a{}' })).toBe(true);
  });

  it('leaves out print stylesheets and disabled ones, which the first paint does not wait for', () => {
    expect(blocksRendering(link('print'))).toBe(false);
    expect(blocksRendering(link(null, true))).toBe(false);
  });
});

describe('formatCssReport', () => {
  it('names a page over the budget and its stylesheets, largest first', () => {
    const report = formatCssReport(
      [
        {
          path: '/',
          styles: [
            { source: 'inline #1', gzipBytes: 1024 },
            { source: '/_astro/a.css', gzipBytes: 20 * 1024 },
          ],
          gzipBytes: 21 * 1024,
        },
      ],
      15 * 1024,
    );
    expect(report).toContain('/: 21.0 KB gzip (2 stylesheets) — OVER BUDGET');
    expect(report.indexOf('/_astro/a.css')).toBeLessThan(report.indexOf('inline #1'));
  });
});
