import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { GlossaryBrief } from '../../../../common/schemas/courses.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

/**
 * A glossary term inside chapter text. Focus or hover shows the definition in a popover; a
 * screen reader hears it as the button's description. Escape hides it; a tap or Enter pins it
 * (touch screens have no hover). The popover stays while the pointer is over it (WCAG 1.4.13) and
 * stays attached to its term while the page scrolls.
 */
export function GlossaryTerm({ text, entry, hint }: { text: string; entry: GlossaryBrief; hint: string }) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const open = !dismissed && (focused || hovered || pinned);

  // The popover is fixed to the viewport (so no overflow clips it) and follows its term on every
  // scroll, of the page or of any scrolling container, and on resize: it never hangs stuck on screen.
  useLayoutEffect(() => {
    if (!open) return;
    function place() {
      if (!button.current || !popover.current) return;
      const anchor = button.current.getBoundingClientRect();
      const width = popover.current.offsetWidth;
      const left = Math.max(8, Math.min(anchor.left, window.innerWidth - width - 8));
      setPosition({ top: anchor.bottom + 6, left });
    }
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place, { passive: true });
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the popover open while the pointer is over term or popover (WCAG 1.4.13); keyboard users get it on focus.
    <span
      className="relative"
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        ref={button}
        type="button"
        aria-describedby={`${id}-definition`}
        data-glossary-term={entry.term}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          setDismissed(false);
          setPinned((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setDismissed(true);
            setPinned(false);
          }
        }}
        className="cursor-help rounded-sm font-medium text-indigo-900 underline decoration-indigo-500 decoration-dotted decoration-2 underline-offset-4 hover:bg-indigo-50"
      >
        {text}
      </button>
      <span
        ref={popover}
        id={`${id}-definition`}
        role="tooltip"
        hidden={!open}
        style={position ? { top: position.top, left: position.left } : undefined}
        className="fixed z-50 block w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-300 bg-white p-3 text-left text-sm font-normal leading-snug text-slate-900 shadow-lg"
      >
        <span className="sr-only">{hint} </span>
        <span className="block font-semibold">
          <span aria-hidden="true" lang={entry.lang}>
            {entry.term}
          </span>
          <GermanMarker lang={entry.lang} />
        </span>
        <span className="mt-1 block" lang={entry.lang}>
          {entry.definition}
        </span>
      </span>
    </span>
  );
}
