/**
 * What a visitor typed into a short field (a name, a business name), as the store's emails may say
 * it. Those emails go to the address typed beside it, which can be anyone's, so the store must not
 * carry a stranger's words in its own voice: line breaks would start paragraphs the store never
 * wrote, and a link — a URL, a web address, an email address — would be the store sending someone a
 * stranger's link. So: one line, no links, spaces made single.
 */

/** Control characters, line and paragraph separators, and invisible formatting (bidi overrides). */
const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/**
 * A word that reads as a link: a scheme (`https:`, `mailto:`, `javascript:`), `www.`, an `@`, or a
 * domain name at its end (`evil.example`, `bit.ly/x`), with whatever punctuation wraps it.
 */
const LINK_WORD =
  /^[("'<[]*(?:[a-z][a-z\d+.-]*:\S|www\.|\S*@|(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?:[/?#:]\S*)?[)"'>\].,;:!?]*$)/iu;

export function visitorText(typed: string): string {
  return typed
    .replace(LINE_BREAKS_AND_CONTROLS, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !LINK_WORD.test(word))
    .join(' ');
}

/** "Hi Sam Rivera," — the visitor's name as visitorText keeps it, or "there" when nothing of it is left. */
export function greeting(name: string): string {
  return `Hi ${visitorText(name) || 'there'},`;
}

/** "Hi Sam," — the first word of the name as visitorText keeps it. */
export function greetingByFirstName(name: string): string {
  return greeting(visitorText(name).split(' ')[0] ?? '');
}
