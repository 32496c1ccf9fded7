import type { ReactNode } from 'react';

/** A message about a whole form or page: a problem (announced at once) or what just happened. */
export function Alert({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}) {
  const styles = {
    error: 'border-danger text-danger',
    success: 'border-brand-700 bg-brand-50 text-brand-900',
    info: 'border-ink/20 bg-surface text-ink',
  }[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-2 p-3 font-semibold ${styles}`}
    >
      {children}
    </div>
  );
}
