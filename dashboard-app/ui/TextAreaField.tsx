import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line text field with its hint and its error beside it, like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  id,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | undefined; hint?: string; id?: string }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        {!area.required && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700 aria-invalid:border-danger"
        {...area}
      />
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
