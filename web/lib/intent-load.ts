import { type FormEvent, useRef, useState } from 'react';
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
 * Loads a module on the user's first sign of intent — focus or pointer in a plain form — instead of
 * with the page, so a page with a tight JS budget (/login, decision 031) can still use the form
 * library. The plain form stays while the user types (no swap under their hands); on submit it is
 * replaced, in the same task (flushSync), by the real one, which gets the values, the focused field
 * and the pending submit.
 */
export function useIntentLoad<M>(load: () => Promise<M>) {
  const [loaded, setLoaded] = useState<{ module: M; intent: Intent } | null>(null);
  const loading = useRef<Promise<M> | null>(null);

  function prefetch(): Promise<M> {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = null; // offline: the next focus or submit tries again
      throw error;
    });
    return loading.current;
  }

  const plainForm = {
    onFocus: () => void prefetch().catch(() => {}),
    onPointerDown: () => void prefetch().catch(() => {}),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      prefetch().then(
        (module) => flushSync(() => setLoaded({ module, intent: readIntent(form, true) })),
        () => {},
      );
    },
  };
  return { loaded, plainForm };
}
