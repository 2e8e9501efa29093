import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { numberFormat } from '../../../lib/format.ts';
import { type Calibration, measureFrames, summarise } from '../calibration.ts';
import { audioContext, audioLatencyMs } from '../timing.ts';

const PRESSES = 5;

/**
 * The calibration step (issue 29): measures the frame interval, how late key or touch events reach
 * the page (handler time minus the event's time stamp, over five presses) and the audio latency,
 * and says what that means for the figures.
 */
export function CalibrationCard({
  calibration,
  onMeasured,
}: {
  calibration: Calibration | null;
  onMeasured: (calibration: Calibration) => void;
}) {
  const { t, i18n } = useTranslation('leistungstest');
  const [delays, setDelays] = useState<number[] | null>(null);
  const frame = useRef(16.7);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });

  useEffect(() => {
    if (delays === null || delays.length < PRESSES) return;
    let cancelled = false;
    (async () => {
      const context = await audioContext();
      if (!cancelled) onMeasured(summarise(frame.current, delays, context ? audioLatencyMs(context) : null));
      if (!cancelled) setDelays(null);
    })();
    return () => {
      cancelled = true;
    };
  }, [delays, onMeasured]);

  const start = async () => {
    frame.current = await measureFrames();
    setDelays([]);
  };
  const press = (stamp: number) => setDelays((list) => (list ? [...list, performance.now() - stamp] : list));

  return (
    <section aria-labelledby="calibration-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="calibration-title" className="text-lg font-semibold">
        {t('calibration.title')}
      </h2>
      <p className="mt-1">{t('calibration.intro')}</p>
      {calibration ? (
        <p role="status" className="mt-2">
          {t('calibration.result', {
            frame: number.format(calibration.frameMs),
            input: number.format(calibration.inputDelayMs),
            audio:
              calibration.audioMs === null
                ? t('calibration.noAudio')
                : `${number.format(calibration.audioMs)} ms`,
            latency: number.format(calibration.latencyMs),
          })}
        </p>
      ) : null}
      {delays === null ? (
        <Button className="mt-3" variant="secondary" onClick={start}>
          {t(calibration ? 'calibration.again' : 'calibration.start')}
        </Button>
      ) : (
        <div className="mt-3 space-y-2">
          <p role="status">{t('calibration.press', { count: PRESSES - delays.length })}</p>
          <Button
            autoFocus
            onKeyDown={(event) => {
              if (event.key === ' ' || event.key === 'Enter') {
                event.preventDefault();
                if (!event.repeat) press(event.timeStamp);
              }
            }}
            onPointerDown={(event) => press(event.timeStamp)}
          >
            {t('calibration.button')}
          </Button>
        </div>
      )}
    </section>
  );
}
