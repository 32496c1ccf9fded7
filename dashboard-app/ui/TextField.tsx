import type { InputHTMLAttributes } from 'react';
import { FieldFrame, frameAndControl, type FieldProps } from './FieldFrame.tsx';

/**
 * A labelled input with its hint and its error beside it; the error marks the input invalid and
 * is read out with it.
 */
export function TextField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps) {
  const { frame, control: input } = frameAndControl(props);
  return (
    <FieldFrame {...frame} optional={!input.required} control={(attributes) => <input {...attributes} {...input} />} />
  );
}
