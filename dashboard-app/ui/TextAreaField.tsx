import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, frameAndControl, type FieldProps } from './FieldFrame.tsx';

/** A labelled multi-line text field with its hint and its error beside it, like TextField. */
export function TextAreaField(props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps) {
  const { frame, control: area } = frameAndControl(props);
  return (
    <FieldFrame {...frame} optional={!area.required} control={(attributes) => <textarea {...attributes} {...area} />} />
  );
}
