import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './FieldFrame.tsx';

/**
 * A labelled select with its hint and its error beside it, like TextField. The choices come as
 * `options` (value and label), or as `<option>` children when they need grouping.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  id,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldProps & { options?: readonly { value: string; label: string }[]; children?: ReactNode }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(attributes) => (
        <select {...attributes} {...select}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    />
  );
}
