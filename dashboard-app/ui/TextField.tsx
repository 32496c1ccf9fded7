import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input with its hint and its error beside it; the error marks the input invalid and
 * is read out with it.
 */
export function TextField({
  label,
  error,
  hint,
  className = '',
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string | undefined; hint?: string; id?: string }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        {!input.required && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700 aria-invalid:border-danger"
        {...input}
      />
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
