import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs (players, editors). */
  size?: 'md' | 'lg';
};

/**
 * A modal on the native <dialog> element: focus is trapped and restored by the browser, Escape
 * closes, the page behind is inert.
 */
export function Dialog({ open, title, onClose, children, size = 'md' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${size === 'lg' ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      {open ? (
        <div className="p-6">
          <h2 id={titleId} className="mb-4 text-xl font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
