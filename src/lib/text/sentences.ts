/**
 * The full stop a sentence needs after `text`: none when the text already ends a sentence, as a
 * store named "River Raisin Cannabis Co." does ("… at River Raisin Cannabis Co.", not "Co..").
 */
export function fullStopAfter(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? '' : '.';
}

/** `text` ending a sentence: with its full stop, unless it brings its own. */
export function endOfSentence(text: string): string {
  return `${text}${fullStopAfter(text)}`;
}
