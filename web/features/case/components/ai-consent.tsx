import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch.tsx';

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
        <Switch
          className="mt-3"
          label={t('ai.switch')}
          checked={value}
          onChange={onChange}
          state={t(value ? 'ai.on' : 'ai.off')}
        />
      ) : (
        <p className="mt-2 text-slate-700">{t('ai.unavailable')}</p>
      )}
    </section>
  );
}
