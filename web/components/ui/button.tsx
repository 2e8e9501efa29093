import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-400 aria-disabled:bg-indigo-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400 aria-disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400 aria-disabled:bg-red-400',
  ghost: 'text-indigo-800 hover:bg-indigo-50 disabled:text-slate-400 aria-disabled:text-slate-500',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/**
 * A button at least 44 px high. `busy` shows a spinner and ignores clicks but stays focusable
 * (aria-disabled, not disabled), so keyboard focus is not dropped while the server answers.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    // A click while busy does nothing, also not submitting the form (Enter in a field clicks too).
    if (busy) return event.preventDefault();
    onClick?.(event);
  }
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-wait ${variants[variant]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
