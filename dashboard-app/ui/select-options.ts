/** A select's options: each value with its label, after a first `blank` option (the empty value) when given. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  blank?: string,
): { value: string; label: string }[] {
  const options = values.map((value) => ({ value, label: labels[value] }));
  return blank === undefined ? options : [{ value: '', label: blank }, ...options];
}
