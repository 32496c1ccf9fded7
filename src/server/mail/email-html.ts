import { escapeXml as escapeHtml } from '#lib/seo/sitemap-xml.ts';
import { AA_NORMAL_TEXT, contrastRatio, type StoreTheme } from '#lib/settings/theme-colours.ts';

/** Who an email comes from, as its HTML part shows it: the store's name and colours. */
export interface MailBrand {
  name: string;
  theme: StoreTheme;
}

/**
 * The HTML part of an email, made from its text part, so the two always say the same: each
 * paragraph (lines between blank lines) a paragraph, its line breaks kept; a run of "- " lines
 * a list; every web address and email address a link. Everything is escaped. One simple
 * template: the store's name in its primary colour above the message, in the store's colours,
 * with inline styles only (mail programs drop style sheets), a language and a title, and links
 * underlined in a colour that reads on the background.
 */
export function emailHtml(email: { subject: string; text: string }, brand: MailBrand): string {
  const { theme } = brand;
  const linkColour = contrastRatio(theme.surface, theme.primary) >= AA_NORMAL_TEXT ? theme.primary : theme.text;
  const body = paragraphsOf(email.text)
    .map((paragraph) => blockHtml(paragraph, linkColour))
    .join('\n');
  const name = escapeHtml(brand.name);
  const subject = escapeHtml(email.subject);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${theme.background};">
<div role="article" aria-roledescription="email" aria-label="${subject}" lang="en" style="max-width:600px;margin:0 auto;padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:${theme.text};">
${name ? `<p style="margin:0;padding:12px 20px;border-radius:12px 12px 0 0;background:${theme.primary};color:${theme.primaryText};font-size:20px;font-weight:bold;">${name}</p>\n` : ''}<div style="padding:20px;background:${theme.surface};border-radius:${name ? '0 0 12px 12px' : '12px'};">
${body}
</div>
</div>
</body>
</html>
`;
}

/** The text's paragraphs: runs of lines between blank lines. */
function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
}

/** A paragraph's lines as HTML: a run of "- " lines a list, every other run a paragraph. */
function blockHtml(lines: string[], linkColour: string): string {
  const inline = (line: string) => linked(line, linkColour);
  const runs: { list: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const list = line.startsWith('- ');
    const last = runs.at(-1);
    if (last?.list === list) last.lines.push(line);
    else runs.push({ list, lines: [line] });
  }
  return runs
    .map((run) =>
      run.list
        ? `<ul style="margin:0 0 16px;padding-left:24px;">${run.lines.map((line) => `<li style="margin:0 0 4px;">${inline(line.slice(2))}</li>`).join('')}</ul>`
        : `<p style="margin:0 0 16px;">${run.lines.map(inline).join('<br>\n')}</p>`,
    )
    .join('\n');
}

/** Web and email addresses in a line; a sentence's closing punctuation after one is not part of it. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A line of text as HTML: escaped, its addresses links. */
function linked(line: string, colour: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const address = match[0];
    const href = address.includes('://') ? address : `mailto:${address}`;
    html += escapeHtml(line.slice(from, match.index));
    html += `<a href="${escapeHtml(href)}" style="color:${colour};text-decoration:underline;word-break:break-all;">${escapeHtml(address)}</a>`;
    from = match.index + address.length;
  }
  return html + escapeHtml(line.slice(from));
}
