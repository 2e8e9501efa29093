import { useEffect, useRef } from 'react';

/**
 * Keyboard focus for an editable list: after adding, the new item's first field; after removing,
 * the add button (so focus never falls back to the page start).
 */
export function useListFocus() {
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  // After every render: the render that shows the added item moves focus to it.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLElement>(':scope > fieldset:last-of-type select')?.focus();
  });
  return {
    listRef,
    /** Put on the add button. */
    addButton: { 'data-list-add': true },
    onAdded: () => {
      added.current = true;
    },
    onRemoved: () =>
      listRef.current?.parentElement?.querySelector<HTMLElement>(':scope > [data-list-add]')?.focus(),
  };
}
