import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Astro renders the line break between an element or expression and the next text as a space, so
 * a sentence's punctuation that starts a template line after `</a>` or `{…}` shows as "menu ." —
 * a layout a JSX formatter would write, and one that reads wrong on the page.
 */
const SRC = resolve(import.meta.dirname);

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** The lines (1-based) whose punctuation would render after a space, with the line before them. */
function strandedPunctuation(template: string): { line: number; text: string }[] {
  const lines = template.split('\n');
  const found: { line: number; text: string }[] = [];
  for (let at = 1; at < lines.length; at++) {
    const text = lines[at]!.trim();
    const before = lines[at - 1]!.trim();
    if (/^[.,;!?](\s|$)/.test(text) && /[>}]$/.test(before)) found.push({ line: at + 1, text: `${before} ⏎ ${text}` });
  }
  return found;
}

describe('template text', () => {
  it('finds punctuation stranded on its own line after a link', () => {
    expect(strandedPunctuation('<p>\n  See the <a href="/x">\n    menu\n  </a>\n  .\n</p>')).toEqual([
      { line: 5, text: '</a> ⏎ .' },
    ]);
    expect(strandedPunctuation('<p>See the <a href="/x">menu</a>.</p>\n{email}\n, then')).toEqual([
      { line: 3, text: '{email} ⏎ , then' },
    ]);
    expect(strandedPunctuation('<p>One.</p>\n<p>Two.</p>')).toEqual([]);
  });

  it('has no sentence in any template whose punctuation renders after a space', () => {
    const stranded = astroFiles(SRC).flatMap((file) =>
      strandedPunctuation(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit.line} ${hit.text}`),
    );
    expect(stranded).toEqual([]);
  });
});
