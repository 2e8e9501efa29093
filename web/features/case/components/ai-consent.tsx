import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The learner's consent to send the workbook to the external AI provider (default off). Without a
 * provider configured there is nothing to switch: the page says the workbook stays on the server.
 */
export function AiConsent({
  available,
  value,
  onChange,
}: {
  available: boolean;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('case');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('ai.title')}
      </h2>
      {available ? (
        <>
          <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              role="switch"
              aria-checked={value}
              aria-describedby={`${id}-state`}
              checked={value}
              onChange={(e) => onChange(e.target.checked)}
              className="h-6 w-6 shrink-0 accent-indigo-700"
            />
            <span className="font-medium">{t('ai.switch')}</span>
          </label>
          <p id={`${id}-state`} className="mt-2 text-sm text-slate-700">
            {t(value ? 'ai.on' : 'ai.off')}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('ai.unavailable')}</p>
      )}
    </section>
  );
}
