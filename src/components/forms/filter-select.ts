/** One select of a filter bar (FilterBar.astro): its query name, label, choices and the one chosen. */
export interface FilterSelect {
  name: string;
  label: string;
  /** The first option, which filters nothing. */
  any: string;
  value: string | null;
  options: { value: string; label: string }[];
}

/** A filter bar's select offering `values`, each shown as `labelOf` says (the value itself unless told). */
export function filterSelect<V extends string>(
  { name, label, any, value }: Omit<FilterSelect, 'options'>,
  values: readonly V[],
  labelOf: (value: V) => string = (one) => one,
): FilterSelect {
  return { name, label, any, value, options: values.map((one) => ({ value: one, label: labelOf(one) })) };
}
