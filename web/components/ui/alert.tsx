import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-indigo-600 bg-indigo-50 text-indigo-950',
};

/** Success in green, errors in red (SPEC §8); announced to screen readers. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
