export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const box = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' }[size];
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${box} animate-spin rounded-full border-current border-t-transparent`}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Full-page spinner while something essential (the session) is unknown. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-indigo-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
