import type { ButtonHTMLAttributes } from 'react';

type Tone = 'primary' | 'secondary' | 'danger';

const TONES: Record<Tone, string> = {
  primary: 'bg-brand-700 text-brand-contrast hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 bg-surface text-brand-900 hover:bg-brand-50',
  danger: 'border-2 border-danger bg-surface text-danger hover:bg-danger/5',
};

/** The dashboard's button; `busy` keeps it from being pressed twice while its request runs. */
export function Button({
  tone = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`rounded-full px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]} ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
