/**
 * Parameters for SQL written piece by piece. A piece may be written and then not used (a filter's
 * condition kept for one statement shape and left out of another), and PostgreSQL refuses a
 * parameter a statement never mentions, so values get a placeholder token first and a `$n` only when the
 * final text is rendered: numbered in order of appearance, each bound once.
 */
export interface SqlParams {
  /** A placeholder for `value`, with an explicit cast so both engines infer the same type. */
  add(value: unknown, cast?: string): string;
  /** The statement with `$1…$n` in place of the placeholders it uses, and their values. */
  render(text: string): { text: string; values: unknown[] };
}

/** A placeholder: brackets no SQL of this module contains, around the value's index. */
const TOKEN = /⟦(\d+)⟧/g;

export function sqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    add(value, cast) {
      values.push(value);
      const token = `⟦${values.length - 1}⟧`;
      return cast ? `${token}::${cast}` : token;
    },
    render(text) {
      const numbers = new Map<number, number>();
      const used: unknown[] = [];
      const rendered = text.replace(TOKEN, (_, index: string) => {
        const key = Number(index);
        let number = numbers.get(key);
        if (number === undefined) {
          used.push(values[key]);
          number = used.length;
          numbers.set(key, number);
        }
        return `$${number}`;
      });
      return { text: rendered, values: used };
    },
  };
}
