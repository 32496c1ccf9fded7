import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/**
 * A labelled select with its hint and its error beside it, like TextField. The choices come as
 * `options` (value and label), or as `<option>` children when they need grouping.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  className = '',
  id,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
}) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700 aria-invalid:border-danger"
        {...select}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
