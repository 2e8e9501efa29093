import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  open: boolean;
  /** Text, or content with its own `lang` (web/components/ui/content-lang.tsx). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs (players, editors). */
  size?: 'md' | 'lg';
  /** When given, a close button (×) with this accessible name sits beside the title. */
  closeLabel?: string;
};

/**
 * A modal on the native <dialog> element: focus is trapped and restored by the browser, Escape
 * closes, the page behind is inert. When the element that opened it is gone (a deleted list item),
 * the main content takes the focus instead of the page's body.
 */
export function Dialog({ open, title, onClose, children, size = 'md', closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      keepFocusIfOpenerGoes(opener.current);
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes close/cancel of a nested dialog up the component tree: only react to our own.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${size === 'lg' ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      {open ? (
        <div className="p-6">
          {closeLabel ? (
            <div className="mb-4 flex items-start justify-between gap-3">
              <h2 id={titleId} className="text-xl font-semibold">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
          ) : (
            <h2 id={titleId} className="mb-4 text-xl font-semibold">
              {title}
            </h2>
          )}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * The browser hands the focus back to the opener on close. If the opener is removed then or soon
 * after (the list reloads without the deleted item), focus would fall to the body: then it goes to
 * the main content, unless the user has moved it elsewhere meanwhile.
 */
function keepFocusIfOpenerGoes(opener: Element | null) {
  const settled = () => {
    if (opener?.isConnected) return false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) document.getElementById('main')?.focus();
    return true;
  };
  if (settled()) return;
  const observer = new MutationObserver(() => {
    if (settled()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 10_000);
}
