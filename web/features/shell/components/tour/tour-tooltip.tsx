import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TooltipRenderProps } from 'react-joyride';

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-medium';

/**
 * The tour's tooltip: our own markup so the heading fits the page's outline, the buttons carry the
 * German labels of SPEC §2 (Zurück, Schließen, Fertig, Weiter, Überspringen) and the progress shows.
 */
export function TourTooltip(props: TooltipRenderProps) {
  const { t } = useTranslation('tour');
  const { step, index, size, isLastStep, backProps, closeProps, primaryProps, skipProps, tooltipProps } =
    props;
  return (
    <div
      role="alertdialog"
      aria-modal={tooltipProps['aria-modal']}
      aria-labelledby="tour-title"
      aria-describedby="tour-content"
      className="max-w-[calc(100vw-1rem)] rounded-xl bg-white p-4 text-slate-900 shadow-xl"
      style={{ width: step.width }}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="tour-title" className="pt-2 text-lg font-semibold">
          {step.title}
        </h2>
        <button
          {...closeProps}
          type="button"
          aria-label={t('buttons.close')}
          title={t('buttons.close')}
          className={`${button} -mt-1 -mr-1 w-11 text-slate-700 hover:bg-slate-100`}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p id="tour-content" className="mt-1 text-slate-800">
        {step.content}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t('progress', { current: index + 1, total: size })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {!isLastStep ? (
          <button
            {...skipProps}
            type="button"
            aria-label={t('buttons.skip')}
            title={t('buttons.skip')}
            className={`${button} mr-auto text-slate-800 underline hover:bg-slate-100`}
          >
            {t('buttons.skip')}
          </button>
        ) : (
          <span className="mr-auto" />
        )}
        {index > 0 ? (
          <button
            {...backProps}
            type="button"
            aria-label={t('buttons.back')}
            title={t('buttons.back')}
            className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-100`}
          >
            {t('buttons.back')}
          </button>
        ) : null}
        <button
          {...primaryProps}
          type="button"
          aria-label={isLastStep ? t('buttons.last') : t('buttons.next')}
          title={isLastStep ? t('buttons.last') : t('buttons.next')}
          className={`${button} bg-indigo-700 text-white hover:bg-indigo-800`}
        >
          {isLastStep ? t('buttons.last') : t('buttons.next')}
        </button>
      </div>
    </div>
  );
}
