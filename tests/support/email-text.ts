/**
 * What a reader of an email's HTML part reads: the text of its body, without tags or entities,
 * spaces collapsed. A link's tags leave nothing behind, so its words stay where they were.
 */
export function readableEmailHtml(html: string): string {
  return html
    .slice(html.indexOf('<body'))
    .replace(/<\/?a\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
