import { useId } from 'react';
import { HEX_COLOUR } from '#lib/settings/theme-colours.ts';

/**
 * One theme colour: its hex code typed, or picked with the browser's colour picker; the message
 * (a contrast failure, a malformed code) beside it.
 */
export function ColourField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: pick a colour`}
          value={HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border-2 border-ink/30 bg-surface p-0.5"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="w-32 rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 font-mono focus:border-brand-700 aria-invalid:border-danger"
        />
      </div>
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
