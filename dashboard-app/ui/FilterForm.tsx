import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-router';
import { Button } from './Button.tsx';

/**
 * The search form above a list: its fields in a wrapping row, the button that applies them
 * ("Show" unless named otherwise), and `after` it, say, a link that clears them.
 */
export function FilterForm({
  label,
  className,
  submitLabel = 'Show',
  after,
  children,
  ...form
}: Omit<FormProps, 'role' | 'aria-label'> & { label: string; submitLabel?: string; after?: ReactNode }) {
  return (
    <Form
      role="search"
      aria-label={label}
      className={[className, 'flex flex-wrap items-end gap-3'].filter(Boolean).join(' ')}
      {...form}
    >
      {children}
      <Button type="submit">{submitLabel}</Button>
      {after}
    </Form>
  );
}
