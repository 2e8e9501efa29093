import { useTranslation } from 'react-i18next';
import type { TranslationKind } from '../../../common/schemas/translations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useMissingTranslations } from './api.ts';

/** In an admin list: which translations of this item are missing (nothing when complete). */
export function MissingTranslationsBadge({ kind, id }: { kind: TranslationKind; id: string }) {
  const { t } = useTranslation('translations');
  const missing = useMissingTranslations(kind).data?.missing[id] ?? [];
  if (missing.length === 0) return null;
  return (
    <span
      title={t('missingLong', { languages: missing.map((l) => t(`languages.${l}`)).join(', ') })}
      className="inline-flex gap-1"
    >
      {missing.map((lang) => (
        <Badge key={lang} tone="amber">
          {t(`missing.${lang}`)}
        </Badge>
      ))}
    </span>
  );
}
