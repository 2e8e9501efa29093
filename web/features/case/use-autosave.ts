import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import type { CaseWorkbook } from '../../../common/domain/case.ts';
import type { CaseResponse } from '../../../common/schemas/case.ts';
import { caseKeys, saveCase } from './api.ts';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Edits not yet confirmed by the server, kept for this browser tab (memory only, never storage:
 * health data). A learner who leaves the page before a save went through finds them again.
 */
let unsaved: { userId: string; workbook: CaseWorkbook } | null = null;

const DELAY_MS = 800;

/**
 * The workbook being edited, saved a moment after the last change (one request at a time, in
 * order). On a network error the edits stay here and in `unsaved`; the next edit or `retry` sends
 * them again. Leaving the page sends what is pending at once.
 */
export function useAutosave(userId: string, loaded: CaseResponse) {
  const queryClient = useQueryClient();
  const [pendingOnOpen] = useState(() => (unsaved?.userId === userId ? unsaved.workbook : null));
  const [workbook, setWorkbook] = useState<CaseWorkbook>(pendingOnOpen ?? loaded.workbook);
  const [state, setState] = useState<SaveState>(pendingOnOpen ? 'pending' : 'idle');
  const latest = useRef(workbook);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(() => {
    queue.current = queue.current.then(async () => {
      const sent = latest.current;
      if (unsaved?.workbook !== sent) return; // already saved
      setState('saving');
      try {
        const saved = await saveCase(sent);
        if (latest.current !== sent) return; // newer edits follow in their own save
        unsaved = null;
        // A read that started before this save may carry the older workbook: drop it.
        await queryClient.cancelQueries({ queryKey: caseKeys.all });
        queryClient.setQueryData(caseKeys.all, saved);
        setState('saved');
      } catch {
        setState('error');
      }
    });
  }, [queryClient]);

  // flushOnExit: leaving the page or hiding the tab (switched, closed on a phone) sends what is
  // pending at once instead of dropping it.
  const debounced = useDebouncedCallback(save, DELAY_MS, { flushOnExit: true });

  // Edits found on opening (an earlier save failed): send them again.
  useEffect(() => {
    if (pendingOnOpen) save();
  }, [pendingOnOpen, save]);

  // Closing the tab with unsent edits: the browser asks first.
  useEffect(() => {
    if (state !== 'pending' && state !== 'saving' && state !== 'error') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  const update = useCallback(
    (next: CaseWorkbook) => {
      latest.current = next;
      unsaved = { userId, workbook: next };
      setWorkbook(next);
      setState('pending');
      debounced();
    },
    [userId, debounced],
  );

  return { workbook, update, state, retry: save };
}
