import type { FormEvent, ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

const GRID = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;
const WHOLE_ROW = { 2: 'md:col-span-2', 3: 'md:col-span-3' } as const;

/**
 * The folded form above a list that adds one thing to it ("Add a product", "New page"): the
 * problem sending it, its fields in a grid of `columns` on wide screens, and the button.
 */
export function NewItemForm({
  summary,
  columns,
  problem,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  summary: string;
  columns: keyof typeof GRID;
  problem: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <details className="mb-6 rounded-xl border border-ink/10 bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-brand-900">{summary}</summary>
      <form className={`mt-4 grid gap-4 ${GRID[columns]}`} noValidate onSubmit={onSubmit}>
        {problem && (
          <div className={WHOLE_ROW[columns]}>
            <Alert tone="error">{problem}</Alert>
          </div>
        )}
        {children}
        <div className={WHOLE_ROW[columns]}>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </details>
  );
}
