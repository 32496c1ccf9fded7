import { useId, type ReactNode } from 'react';

/** What every labelled field shares: its label, an optional hint and the error shown beside it. */
export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
  className?: string;
}

/** A field's props parted into the frame's (label, hint, error, id, class) and the control's own. */
export function frameAndControl<P extends FieldProps>({ label, error, hint, id, className, ...control }: P) {
  return { frame: { label, error, hint, id, className }, control };
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * The frame around a field's control: the label (saying "optional" unless the field is required,
 * when asked to), the hint, and the error, which marks the control invalid and is read out with it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  optional = false,
  control,
}: FieldProps & { optional?: boolean; control: (attributes: ControlAttributes) => ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {control({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className:
          'rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700 aria-invalid:border-danger',
      })}
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
