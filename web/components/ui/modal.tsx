import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  title: ReactNode;
  /** Accessible name of the close button (an i18n text of the caller). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Extra content in the title row (e.g. a badge). */
  headerExtra?: ReactNode;
};

const widths = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' };

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Escape and the close button close it, focus moves in and returns to where it was. Render it
 * only while it is open.
 */
export function Modal({ title, closeLabel, onClose, children, size = 'md', headerExtra }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape does the same from the keyboard.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
      className={`m-auto max-h-[92dvh] w-[calc(100%-1rem)] ${widths[size]} overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold sm:text-xl">
            {title}
          </h2>
          {headerExtra}
        </div>
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={closeLabel}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="px-4 py-4 sm:px-6">{children}</div>
    </dialog>
  );
}
