import { type FocusEvent, type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What the user did in the plain form before the real one arrived. */
export type Intent = {
  values: Record<string, string>;
  /** The name of the field that had focus, and its caret. */
  focus: string | null;
  selection: [number, number] | null;
  /** The user submitted already: the real form submits as soon as it is there. */
  submit: boolean;
};

function readIntent(form: HTMLFormElement, submit: boolean): Intent {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  const active = document.activeElement;
  const inside = active instanceof HTMLInputElement && form.contains(active) ? active : null;
  let selection: [number, number] | null = null;
  try {
    // Not every input type has a caret (type=email throws): then focus is enough.
    if (inside?.selectionStart != null) selection = [inside.selectionStart, inside.selectionEnd ?? 0];
  } catch {
    selection = null;
  }
  return { values, focus: inside?.name || null, selection, submit };
}

/**
 * Loads a module on the user's first sign of intent — focus, pointer or submit in a plain form —
 * instead of with the page, so a page with a tight JS budget (/login, decision 031) can still use the
 * form library. The plain form is swapped for the real one in the same task (flushSync), which gets
 * the values typed so far, the focused field and a pending submit.
 */
export function useIntentLoad<M>(load: () => Promise<M>) {
  const [loaded, setLoaded] = useState<{ module: M; intent: Intent } | null>(null);
  const started = useRef(false);
  const submitted = useRef(false);

  const pressing = useRef(false);

  function start(form: HTMLFormElement) {
    if (started.current) return;
    started.current = true;
    const swap = () => flushSync(() => setLoaded({ module, intent: readIntent(form, submitted.current) }));
    let module: M;
    load().then(
      (loadedModule) => {
        module = loadedModule;
        // Not under a pressed pointer: the click (e.g. on 'Anmelden') must reach the plain form first.
        if (!pressing.current) return swap();
        window.addEventListener('pointerup', () => setTimeout(swap), { once: true });
      },
      () => {
        started.current = false; // offline: the next focus or submit tries again
      },
    );
  }

  const plainForm = {
    onFocus: (event: FocusEvent<HTMLFormElement>) => start(event.currentTarget),
    onPointerDown: (event: { currentTarget: HTMLFormElement }) => {
      pressing.current = true;
      window.addEventListener('pointerup', () => setTimeout(() => (pressing.current = false)), {
        once: true,
      });
      start(event.currentTarget);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      start(event.currentTarget);
    },
  };
  return { loaded, plainForm };
}
