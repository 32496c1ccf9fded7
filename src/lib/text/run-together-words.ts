/**
 * Words that run together in text people read: a sentence's end stuck to the next one
 * ("ID.Have", "thought?Read"), a word stuck to a number or a number to a word ("get200",
 * "200points"), or a doubled full stop ("Co.."). They come from markup whose line break was
 * dropped between a sentence and the element after it, or from a name ending in its own full
 * stop. Tuned so that real text passes: sizes ("3.5g", "14 g"), abbreviations ("e.g.", "U.S."),
 * ellipses, strain lineages ("Bx1") and addresses (links and email addresses are skipped).
 */
const JOINS: readonly RegExp[] = [
  // Two letters, the end of a sentence, then a capitalised word: "ID.Have", "thought?Read".
  /[A-Za-z]{2}[.?!][A-Z][a-z]/g,
  // A word of three or more letters stuck to a number: "get200" (not "Bx1").
  /[a-z]{3,}\d/g,
  // A number stuck to a word of three or more letters: "200points" (not "3.5g" or "2nd").
  /\d[a-z]{3,}/g,
  // Two full stops that are not an ellipsis: "Co..".
  /(?<!\.)\.\.(?!\.)/g,
];

/** Links, email addresses and paths, which may join anything legitimately. */
const ADDRESSES = /\b(?:https?:\/\/|mailto:|tel:)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w/])\/[\w\-./?=&%#]+/g;

/** Each place in `text` where words run together, with a little of the text around it. */
export function runTogetherWords(text: string): string[] {
  const readable = text.replace(ADDRESSES, (address) => ' '.repeat(address.length));
  return JOINS.flatMap((pattern) =>
    [...readable.matchAll(pattern)].map((match) =>
      text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, ' '),
    ),
  );
}
