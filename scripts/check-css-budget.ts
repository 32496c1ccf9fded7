// The CSS budget: how much CSS stands between a page's HTML and its first paint, measured gzip.
// Used by the end-to-end suite (tests/e2e/javascript-budget.spec.ts, part of `npm test`).
//
// Counted: every stylesheet the page links that the browser must load before painting (a
// `<link rel="stylesheet">` with no `media`, or `all`/`screen`, not disabled) and every inline
// `<style>` element (it arrives with the HTML, but it is parsed before the first paint too), each
// gzipped on its own (level 9, as a CDN would serve it). Not counted: stylesheets for print or
// other media, and style attributes.
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';

/** A storefront page paints after at most this much CSS (gzip), linked or inline (decision 0040). */
export const STOREFRONT_CSS_BUDGET_BYTES = 15 * 1024;

/** A `<link rel="stylesheet">` or `<style>` element as the page has it. */
export interface StyleElement {
  kind: 'link' | 'style';
  /** The link's resolved URL; absent for a style element. */
  href?: string;
  media: string | null;
  disabled: boolean;
  /** A style element's text. */
  text?: string;
}

export interface StyleSize {
  /** The stylesheet's path, or `inline #n` for the n-th style element. */
  source: string;
  gzipBytes: number;
}

export interface PageCss {
  path: string;
  styles: StyleSize[];
  gzipBytes: number;
}

const BLOCKING_MEDIA = new Set(['', 'all', 'screen']);

/** Whether the browser waits for this element before it paints the page. */
export function blocksRendering(element: StyleElement): boolean {
  if (element.disabled) return false;
  if (element.kind === 'style') return true;
  return element.media === null || BLOCKING_MEDIA.has(element.media.trim().toLowerCase());
}

function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).byteLength;
}

/** Loads `path` as served (JavaScript off) and measures the CSS that blocks its first paint. */
export async function measurePageCss(context: BrowserContext, baseURL: string, path: string): Promise<PageCss> {
  const page = await context.newPage();
  try {
    const response = await page.goto(new URL(path, baseURL).href);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const elements = await page.$$eval('link[rel~="stylesheet" i], style', (nodes) =>
      nodes.map((node): StyleElement =>
        node instanceof HTMLLinkElement
          ? { kind: 'link', href: node.href, media: node.getAttribute('media'), disabled: node.disabled }
          : { kind: 'style', media: node.getAttribute('media'), disabled: false, text: node.textContent ?? '' },
      ),
    );
    const styles: StyleSize[] = [];
    let inline = 0;
    for (const element of elements.filter(blocksRendering)) {
      if (element.kind === 'style') {
        inline += 1;
        styles.push({ source: `inline #${inline}`, gzipBytes: gzipSize(element.text ?? '') });
        continue;
      }
      const stylesheet = await context.request.get(element.href!);
      if (!stylesheet.ok()) throw new Error(`${path}: ${element.href} answered ${stylesheet.status()}`);
      styles.push({ source: new URL(element.href!).pathname, gzipBytes: gzipSize(await stylesheet.body()) });
    }
    return { path, styles, gzipBytes: styles.reduce((sum, style) => sum + style.gzipBytes, 0) };
  } finally {
    await page.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page and per stylesheet, with the budget. */
export function formatCssReport(pages: PageCss[], budgetBytes: number): string {
  const lines = [`Render-blocking CSS per page, gzip (budget ${kb(budgetBytes)}):`];
  for (const page of pages) {
    const verdict = page.gzipBytes <= budgetBytes ? 'ok' : 'OVER BUDGET';
    lines.push(`  ${page.path}: ${kb(page.gzipBytes)} gzip (${page.styles.length} stylesheets) — ${verdict}`);
    for (const style of [...page.styles].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      lines.push(`      ${kb(style.gzipBytes).padStart(9)}  ${style.source}`);
    }
  }
  return lines.join('\n');
}
