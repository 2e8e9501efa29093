import { useTranslation } from 'react-i18next';
import type { TranslationKind } from '../../../common/schemas/translations.ts';
import { useMissingTranslations } from '../../lib/translations.ts';
import { Badge } from '../ui/badge.tsx';
import './i18n.ts';

/**
 * In an admin list: which translations of this item are missing, and which were made from an older
 * German text (outdated, decision 035); nothing when complete and current.
 */
export function MissingTranslationsBadge({ kind, id }: { kind: TranslationKind; id: string }) {
  const { t } = useTranslation('translations');
  const data = useMissingTranslations(kind).data;
  const missing = data?.missing[id] ?? [];
  const outdated = (data?.outdated[id] ?? []).filter((lang) => !missing.includes(lang));
  if (missing.length === 0 && outdated.length === 0) return null;
  const names = (languages: readonly string[]) => languages.map((l) => t(`languages.${l}`)).join(', ');
  return (
    <span className="inline-flex gap-1">
      {missing.length ? (
        <span title={t('missingLong', { languages: names(missing) })} className="inline-flex gap-1">
          {missing.map((lang) => (
            <Badge key={lang} tone="amber">
              {t(`missing.${lang}`)}
            </Badge>
          ))}
        </span>
      ) : null}
      {outdated.length ? (
        <span title={t('outdatedLong', { languages: names(outdated) })} className="inline-flex gap-1">
          {outdated.map((lang) => (
            <Badge key={lang} tone="amber">
              {t(`outdated.${lang}`)}
            </Badge>
          ))}
        </span>
      ) : null}
    </span>
  );
}
