import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes left at which screen readers hear the remaining time (not every second). */
const ANNOUNCE_AT_MINUTES = [5, 1];

const format = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The visible countdown to `deadline` (measured against the server's clock via `offsetMs`); calls
 * `onTimeUp` once when it reaches zero. The live region speaks only at 5 and 1 minute left.
 */
export function Countdown({
  deadline,
  offsetMs,
  onTimeUp,
}: {
  deadline: number;
  offsetMs: number;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation('exam');
  // The deadline on this device's clock.
  const end = deadline - offsetMs;
  const [remaining, setRemaining] = useState(() => end - Date.now());
  const [announcement, setAnnouncement] = useState('');
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    // Thresholds already passed when the page opens are not announced late.
    const announced = new Set(ANNOUNCE_AT_MINUTES.filter((minutes) => end - Date.now() <= minutes * 60_000));
    let done = false;
    const tick = () => {
      const left = end - Date.now();
      setRemaining(left);
      for (const minutes of ANNOUNCE_AT_MINUTES) {
        if (left <= minutes * 60_000 && !announced.has(minutes)) {
          announced.add(minutes);
          setAnnouncement(t('simulation.minutesLeft', { count: minutes }));
        }
      }
      if (left <= 0 && !done) {
        done = true;
        timeUp.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, t]);

  const urgent = remaining <= 5 * 60_000;
  return (
    <div
      className={`rounded-lg border-2 px-3 py-2 font-semibold tabular-nums ${urgent ? 'border-red-700 bg-red-50 text-red-800' : 'border-slate-300 bg-white text-slate-900'}`}
    >
      <span>{t('simulation.timeLeft')}: </span>
      <span>{format(remaining)}</span>
      <span className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
