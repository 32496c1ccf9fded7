/**
 * The steps a compliance check takes: each character a pass over the text reads, each pair of
 * ranges compared. The checker runs on every keystroke and on every public review, so its work
 * must grow in step with the text, never with its square (a page of 60 000 unclosed brackets once
 * took 13 s); a property test holds the count to that (checker-complexity.property.test.ts).
 */
export interface WorkMeter {
  steps: number;
}

export const newWorkMeter = (): WorkMeter => ({ steps: 0 });

/**
 * Finds the next of `pattern` (a global expression for one character, e.g. `/\]|\n/g`) at or after
 * an offset, for offsets asked in increasing order. An offset at or before the last answer has that
 * answer too, so a run of unclosed brackets asks the text once, not once per bracket; the result is
 * `text.length` when there is none.
 */
export function forwardSearch(text: string, pattern: RegExp, work: WorkMeter): (from: number) => number {
  let found = -1;
  return (from) => {
    if (from <= found) return found;
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    found = match ? match.index : text.length;
    work.steps += found - from + 1;
    return found;
  };
}
