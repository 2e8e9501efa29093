import { type ComponentProps, type ReactNode, useId } from 'react';

const control =
  'mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 aria-[invalid=true]:border-red-700';

type FieldFrameProps = {
  label: string;
  hint?: string;
  error?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
};

function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function TextField({ label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function SelectField({ label, hint, error, className = '', children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} ${className}`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({ label, hint, error, className = '', ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${control} min-h-24 ${className}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it; an error is tied to it like the other fields' errors. */
export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string };

export function CheckboxField({ label, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 py-2">
        <input
          id={id}
          type="checkbox"
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-indigo-700"
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
