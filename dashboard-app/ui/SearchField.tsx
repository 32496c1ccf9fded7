import { TextField } from './TextField.tsx';

/** A list's words-to-find field (`q`), wide enough for a name or an email. */
export function SearchField({ label, defaultValue }: { label: string; defaultValue: string }) {
  return <TextField name="q" type="search" label={label} defaultValue={defaultValue} className="min-w-64" />;
}
