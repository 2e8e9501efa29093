import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventData, Joyride, STATUS } from 'react-joyride';
import type { Viewer } from '../../../../../common/domain/access.ts';
import { TOUR, tourSteps } from './tour-state.ts';
import { TourTooltip } from './tour-tooltip.tsx';

/**
 * The guided tour over the sidebar entries (SPEC §2, §9), loaded as its own chunk only when it runs.
 * `onEnd` runs when the user finishes or skips it, or presses Escape; focus then returns to where it
 * was when the tour began (the help button, or the main content on the first visit).
 */
export default function GuidedTour({
  viewer,
  placement,
  onEnd,
}: {
  viewer: Viewer;
  placement: 'right' | 'bottom';
  onEnd: () => void;
}) {
  const { t } = useTranslation('tour');
  const steps = tourSteps(viewer).map((id) => ({
    target: `[data-tour="${id}"]`,
    title: t(`steps.${id}.title`),
    content: t(`steps.${id}.content`),
    placement,
  }));

  const returnFocus = useRef<Element | null>(null);
  const end = useRef(onEnd);
  end.current = onEnd;

  const finish = useCallback(() => {
    end.current();
    const target = returnFocus.current;
    requestAnimationFrame(() => {
      // The help button sits in the phone menu, which closes with the tour: then the main content.
      const visible = target instanceof HTMLElement && target.offsetParent !== null;
      (visible ? target : document.getElementById('main'))?.focus();
    });
  }, []);

  useEffect(() => {
    returnFocus.current = document.activeElement;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') finish();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [finish]);

  function onEvent(data: EventData) {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) finish();
  }

  return (
    <Joyride
      run
      continuous
      steps={steps}
      onEvent={onEvent}
      scrollToFirstStep
      tooltipComponent={TourTooltip}
      locale={{
        back: t('buttons.back'),
        close: t('buttons.close'),
        last: t('buttons.last'),
        next: t('buttons.next'),
        skip: t('buttons.skip'),
      }}
      options={{
        width: TOUR.width,
        primaryColor: TOUR.primaryColor,
        textColor: '#0f172a',
        zIndex: TOUR.zIndex,
        scrollOffset: TOUR.scrollOffset,
        scrollDuration: TOUR.scrollDuration,
        showProgress: true,
        skipBeacon: true,
        buttons: ['back', 'close', 'primary', 'skip'],
        overlayClickAction: false,
        dismissKeyAction: false,
      }}
    />
  );
}
