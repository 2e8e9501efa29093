import { useEffect, useState } from 'react';
import { ADMIN_STATUS_MS } from '../../../../common/domain/exam.ts';

export type Status = { tone: 'success' | 'error'; text: string } | null;

/** A success or error line that clears itself after 3000 ms (SPEC §9). */
export function useStatus() {
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), ADMIN_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus] as const;
}
