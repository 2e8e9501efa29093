import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type PopoverProps = {
  /** Accessible name of the toggle button. */
  label: string;
  /** What the toggle button shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Panel alignment under the button. */
  align?: 'start' | 'end';
  panelClassName?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * A button that opens a panel below it (a disclosure): Escape or a click outside closes it and
 * returns focus to the button. Keyboard users tab into the panel.
 */
export function Popover({
  label,
  trigger,
  triggerClassName = '',
  align = 'end',
  panelClassName = '',
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg ${triggerClassName}`}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg ${
          align === 'end' ? 'right-0' : 'left-0'
        } ${panelClassName}`}
      >
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </div>
    </div>
  );
}
