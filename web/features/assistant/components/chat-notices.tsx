import { useTranslation } from 'react-i18next';

/** EU AI Act Art. 50: say clearly that this is an AI; say what happens to the messages. */
export function ChatNotices({ engine }: { engine: 'offline' | 'remote' | null }) {
  const { t } = useTranslation('assistant');
  return (
    <div className="space-y-1 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
      <p className="font-medium">{engine === 'offline' ? t('automatedDisclosure') : t('disclosure')}</p>
      {engine === 'offline' ? <p>{t('offlineNote')}</p> : null}
      {engine === 'remote' ? <p>{t('remotePrivacy')}</p> : null}
      <p>{t('privacy')}</p>
    </div>
  );
}
