import { type ReactNode, useId } from 'react';

/**
 * An on/off switch with its label and a sentence saying what the current state means (read with
 * the switch through aria-describedby). The caller keeps the value.
 */
export function Switch({
  label,
  checked,
  onChange,
  state,
  disabled = false,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the current state means, e.g. what is sent where while it is on. */
  state: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-state`}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="h-6 w-6 shrink-0 accent-indigo-700"
        />
        <span className="font-medium">{label}</span>
      </label>
      <p id={`${id}-state`} className="mt-1 text-sm text-slate-700">
        {state}
      </p>
    </div>
  );
}
