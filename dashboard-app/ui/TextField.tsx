import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';

/**
 * A labelled input with its hint and its error beside it; the error marks the input invalid and
 * is read out with it.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      optional={!input.required}
      control={(attributes) => <input {...attributes} {...input} />}
    />
  );
}
