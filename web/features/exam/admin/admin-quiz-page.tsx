import { Download, FolderPlus, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminQuestion, ImportResult } from '../../../../common/schemas/exam.ts';
import { AdminNav } from '../../../components/admin-nav.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  TEMPLATE_URL,
  useAdminCategories,
  useAdminQuestions,
  useDeleteAll,
  useDeleteQuestion,
} from '../api.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryList } from './category-list.tsx';
import { ImportForm, ImportReport } from './import-dialog.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionList } from './question-list.tsx';
import { useStatus } from './use-status.ts';

type Open = 'category' | 'question' | 'import' | 'deleteAll1' | 'deleteAll2' | null;

/** /dashboard/admin/quiz: exam question management (SPEC §2, §5, §8). */
export default function AdminQuizPage() {
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState<Open>(null);
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminQuestion | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const [status, setStatus] = useStatus();
  const categories = useAdminCategories();
  const questions = useAdminQuestions(categoryId, page);
  const deleteQuestion = useDeleteQuestion();
  const deleteAll = useDeleteAll();
  const close = () => setOpen(null);
  // The native dialog reports its own closing too (also when the next step replaces it): only the
  // dialog that is still the open one may close.
  const closeIf = (which: Open) => () => setOpen((current) => (current === which ? null : current));
  const pages = questions.data ? Math.max(1, Math.ceil(questions.data.total / questions.data.pageSize)) : 1;
  const icon = 'h-4 w-4';

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <h1 className="mb-4 text-2xl font-bold">{t('admin.title')}</h1>
      <AdminNav />
      <div role="toolbar" aria-label={t('admin.actions')} className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen('question')}>
          <Plus aria-hidden="true" className={icon} />
          {t('admin.newQuestion')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('category')}>
          <FolderPlus aria-hidden="true" className={icon} />
          {t('admin.newCategory')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('import')}>
          <Upload aria-hidden="true" className={icon} />
          {t('admin.import')}
        </Button>
        <a
          href={TEMPLATE_URL}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
        >
          <Download aria-hidden="true" className={icon} />
          {t('admin.template')}
        </a>
        <Button variant="danger" onClick={() => setOpen('deleteAll1')}>
          <Trash2 aria-hidden="true" className={icon} />
          {t('admin.deleteAll')}
        </Button>
      </div>

      <div className="mt-4 space-y-3">
        {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
        {report ? <ImportReport result={report} onClose={() => setReport(null)} /> : null}
      </div>

      <CategoryList categories={categories.data ?? []} />

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-80">
          <SelectField
            label={t('admin.filter')}
            value={categoryId}
            onChange={(e) => {
              setCategoryId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('admin.allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {`${c.name} (${c.questionCount})`}
              </option>
            ))}
          </SelectField>
        </div>
        {questions.data ? (
          <p className="text-slate-700">{t('admin.total', { count: questions.data.total })}</p>
        ) : null}
      </div>

      <div className="mt-4">
        {questions.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : questions.isError ? (
          <Alert tone="error">{t('admin.loadError')}</Alert>
        ) : questions.data.items.length === 0 ? (
          <p className="text-slate-700">{t('admin.empty')}</p>
        ) : (
          <QuestionList items={questions.data.items} onDelete={setToDelete} />
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label={t('activity.pagination')} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('activity.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('activity.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('activity.next')}
          </Button>
        </nav>
      ) : null}

      <Dialog open={open === 'category'} onClose={closeIf('category')} title={t('admin.newCategory')}>
        <CategoryForm
          onCancel={close}
          onDone={() => {
            close();
            setStatus({ tone: 'success', text: t('admin.categoryCreated') });
          }}
        />
      </Dialog>
      <Dialog open={open === 'question'} onClose={closeIf('question')} title={t('admin.newQuestion')}>
        <QuestionForm
          categories={categories.data ?? []}
          onCancel={close}
          onDone={() => {
            close();
            setStatus({ tone: 'success', text: t('admin.questionCreated') });
          }}
        />
      </Dialog>
      <Dialog open={open === 'import'} onClose={closeIf('import')} title={t('admin.importTitle')}>
        <ImportForm
          onCancel={close}
          onDone={(result) => {
            close();
            setReport(result);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin.delete')}
        message={t('admin.confirmDeleteQuestion')}
        confirmLabel={t('admin.confirm')}
        cancelLabel={t('admin.cancel')}
        busy={deleteQuestion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          deleteQuestion.mutate(toDelete!.id, {
            onSuccess: () => setStatus({ tone: 'success', text: t('admin.questionDeleted') }),
            onError: () => setStatus({ tone: 'error', text: t('admin.deleteQuestionError') }),
            onSettled: () => setToDelete(null),
          })
        }
      />
      <ConfirmDialog
        open={open === 'deleteAll1'}
        title={t('admin.deleteAllTitle')}
        message={t('admin.deleteAllFirst')}
        confirmLabel={t('admin.deleteAllContinue')}
        cancelLabel={t('admin.cancel')}
        onCancel={closeIf('deleteAll1')}
        onConfirm={() => setOpen('deleteAll2')}
      />
      <ConfirmDialog
        open={open === 'deleteAll2'}
        title={t('admin.deleteAllTitle')}
        message={t('admin.deleteAllSecond')}
        confirmLabel={t('admin.deleteAllConfirm')}
        cancelLabel={t('admin.cancel')}
        busy={deleteAll.isPending}
        onCancel={closeIf('deleteAll2')}
        onConfirm={() =>
          deleteAll.mutate(undefined, {
            onSuccess: (counts) => {
              setPage(1);
              setCategoryId('');
              setStatus({ tone: 'success', text: t('admin.deleteAllDone', counts) });
            },
            onError: () => setStatus({ tone: 'error', text: t('admin.deleteAllError') }),
            onSettled: close,
          })
        }
      />
    </div>
  );
}
