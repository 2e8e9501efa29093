import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../common/i18n/languages.ts';
import { currentLanguage } from '../lib/i18n.ts';

/**
 * Switches the interface language; i18next caches the choice in local storage. `compact` keeps the
 * label for screen readers only (the header on phones).
 */
export function LanguageSelect({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`inline-flex items-center gap-2 text-sm text-slate-700 ${className}`}>
      <span className={compact ? 'sr-only' : undefined}>{t('languageLabel')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 py-1 text-slate-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
