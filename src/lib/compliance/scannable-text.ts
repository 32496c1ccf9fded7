/**
 * The words of a plain-text or Markdown text as a reader sees them, at the same offsets: every
 * character that is not read — link and image URLs and titles, reference definitions, bare URLs,
 * HTML tags, emphasis and heading marks — becomes a space, so a finding's offsets point into the
 * text the editor holds. Link text and image alt text stay: readers read them.
 */

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** `[text](url "title")` and `![alt](url)`: the brackets and destination go, the text stays. */
const INLINE_LINK = /(!?\[)([^\]\n]*)(\]\([^)\n]*\))/g;
/** `[text][ref]`, `[text][]`. */
const REFERENCE_LINK = /(!?\[)([^\]\n]*)(\]\[[^\]\n]*\])/g;
/** `[ref]: https://… "title"` on its own line. */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[^\n]*$/gm;
/** `<https://…>` autolinks and HTML tags. */
const ANGLE_BRACKETS = /<[^>\n]*>/g;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi;
/** Emphasis, code, strikethrough, heading and quote marks between words. */
const MARKUP = /[*_~`#>|]/g;

export function scannableText(text: string): string {
  return text
    .replace(REFERENCE_DEFINITION, blank)
    .replace(INLINE_LINK, (_all, open: string, label: string, rest: string) => blank(open) + label + blank(rest))
    .replace(REFERENCE_LINK, (_all, open: string, label: string, rest: string) => blank(open) + label + blank(rest))
    .replace(ANGLE_BRACKETS, blank)
    .replace(BARE_URL, blank)
    .replace(MARKUP, ' ');
}

/** The destinations of the text's links (inline, reference and autolinks), for the context rules. */
export function linkDestinations(text: string): { url: string; labelStart: number; labelEnd: number }[] {
  const links: { url: string; labelStart: number; labelEnd: number }[] = [];
  for (const match of text.matchAll(/!?\[([^\]\n]*)\]\(\s*<?([^)\s>]*)/g)) {
    const labelStart = match.index + match[0].indexOf('[') + 1;
    links.push({ url: match[2]!, labelStart, labelEnd: labelStart + match[1]!.length });
  }
  for (const match of text.matchAll(/^ {0,3}\[([^\]\n]+)\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    const label = match[1]!.toLowerCase();
    for (const use of text.matchAll(/\[([^\]\n]*)\]\[([^\]\n]*)\]/g)) {
      const ref = (use[2] || use[1])!.toLowerCase();
      if (ref === label) {
        const labelStart = use.index + 1;
        links.push({ url: match[2]!, labelStart, labelEnd: labelStart + use[1]!.length });
      }
    }
  }
  for (const match of text.matchAll(/<((?:https?:\/\/|\/)[^>\s]*)>/g)) {
    links.push({ url: match[1]!, labelStart: match.index, labelEnd: match.index + match[0].length });
  }
  return links;
}
