import { useTranslation } from 'react-i18next';
import type { LeistungstestTask } from '../../../../common/domain/leistungstest.ts';
import { History } from '../components/history.tsx';
import { AccessNotes, HonestNote } from '../components/notes.tsx';
import { TaskList } from '../components/task-list.tsx';
import '../i18n.ts';

const READY: ReadonlySet<LeistungstestTask> = new Set();

/** /dashboard/leistungstest 'Leistungstest üben' (issue 29): the tasks, the notes and the history. */
export default function LeistungstestPage() {
  const { t } = useTranslation('leistungstest');
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <p className="mt-2 text-slate-700">{t('purpose')}</p>
      </header>
      <HonestNote />
      <AccessNotes />
      <TaskList ready={READY} onStart={() => undefined} />
      <History />
    </div>
  );
}
