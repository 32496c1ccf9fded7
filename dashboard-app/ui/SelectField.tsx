import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, frameAndControl, type FieldProps } from './FieldFrame.tsx';

/**
 * A labelled select with its hint and its error beside it, like TextField. The choices come as
 * `options` (value and label), or as `<option>` children when they need grouping.
 */
export function SelectField(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
    FieldProps & { options?: readonly { value: string; label: string }[]; children?: ReactNode },
) {
  const {
    frame,
    control: { options, children, ...select },
  } = frameAndControl(props);
  return (
    <FieldFrame
      {...frame}
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
