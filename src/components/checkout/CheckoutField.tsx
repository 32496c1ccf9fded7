import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled checkout input with its hint and, when the server or the browser refused it, its error beside it. */
export function CheckoutField({ name, label, error, hint, required, ...input }: FieldProps) {
  const id = `checkout-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {!required && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full min-w-0 rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 text-lg focus:border-brand-700 aria-invalid:border-danger"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label, and its error under it. */
export function CheckoutCheckbox({
  name,
  label,
  checked,
  onChange,
  error,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = `checkout-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="ml-8 font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
