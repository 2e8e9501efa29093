import { CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * An answer given offline (decision 027): saved, not judged, because the answer keys never reach the
 * browser. Takes focus like a result does, so 'Nächste Frage' is the next Tab stop.
 */
export function SavedOffline({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-testid="saved-offline"
      className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
