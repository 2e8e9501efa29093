import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { useCounselling, useThread } from '../counselling-api.ts';

/** The bell's notice of new feedback from the counsellor (issue 30): a count and a link to it. */
export function useFeedbackNotice(enabled: boolean) {
  const { t } = useTranslation('counsellor');
  const state = useCounselling(enabled);
  const thread = useThread(enabled && Boolean(state.data?.counsellor));
  const count = thread.data?.unread ?? 0;
  return {
    count,
    node: (close: () => void) => (
      <div>
        <h2 className="mb-1 font-semibold">{t('thread.bellTitle')}</h2>
        <Link
          href={`${paths.dashboard}#feedback`}
          onClick={close}
          className="font-medium text-indigo-800 underline"
        >
          {t('thread.bellLink', { count, name: state.data?.counsellor?.name ?? '' })}
        </Link>
      </div>
    ),
  };
}
