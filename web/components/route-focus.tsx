import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** How long to wait for a lazily loaded page's heading before falling back to `main` (frames). */
const MAX_FRAMES = 180;

/**
 * After every in-app navigation (a new path; not the first load, not a changed query string), focus
 * moves to the new page's `h1` (else `main`) and a polite live region announces the page title, so a
 * keyboard or screen-reader user lands where the page begins and hears where they are (issue 28).
 * Focus the new page placed inside `main` itself, or an open dialog (the tour), keeps it.
 */
export function RouteFocus() {
  const [path] = useLocation();
  const previous = useRef(path);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    let frames = 0;
    let frame = requestAnimationFrame(function settle() {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading && frames++ < MAX_FRAMES) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const main = document.querySelector<HTMLElement>('main');
      const target = heading ?? main;
      // A page that put focus somewhere itself (an answer box, a search field) keeps it.
      const active = document.activeElement;
      const placedByPage = main?.contains(active) && active !== main;
      const inDialog = active?.closest('dialog, [role="dialog"], [role="alertdialog"]');
      if (target && !placedByPage && !inDialog) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }
      setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
