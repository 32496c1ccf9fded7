import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';

/** A labelled multi-line text field with its hint and its error beside it, like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      optional={!area.required}
      control={(attributes) => <textarea {...attributes} {...area} />}
    />
  );
}
