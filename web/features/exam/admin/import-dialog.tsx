import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ImportResult, importBody } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useImportCsv } from '../api.ts';

/** The chosen file's text: the body the server parses (`importBody`); no file, no import. */
const importForm = z.object({
  csv: z
    .custom<FileList | null>((files) => Boolean((files as FileList | null)?.length), {
      message: 'exam:admin.chooseFile',
    })
    .transform((files) => (files as FileList)[0]!.text())
    .pipe(importBody.shape.csv),
});

/** CSV import: a file must be chosen (SPEC §5); the server parses, validates and writes it. */
export function ImportForm({
  onDone,
  onCancel,
}: {
  onDone: (result: ImportResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('exam');
  const importCsv = useImportCsv();
  const form = useZodForm(importForm, { csv: null });
  const submit = form.handleSubmit(({ csv }) => importCsv.mutate(csv, { onSuccess: onDone }));
  const problem = form.firstError() ?? (importCsv.isError ? t('admin.importError') : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div>
        <label htmlFor="csv-file" className="block text-sm font-medium text-slate-800">
          {t('admin.importFile')}
        </label>
        <input
          id="csv-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="csv-hint"
          {...form.register('csv')}
          className="mt-1 block w-full min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:font-medium file:text-indigo-900"
        />
        <p id="csv-hint" className="mt-1 text-sm text-slate-600">
          {t('admin.importHint')}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" busy={importCsv.isPending}>
          {t('admin.importStart')}
        </Button>
      </div>
    </form>
  );
}

/** What the import did: the summary of SPEC §8 and a reason per rejected row. Stays until dismissed. */
export function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const { t } = useTranslation('exam');
  if (!result.ok) {
    const problem = result.fileProblem ?? 'empty';
    return (
      <Alert tone="error">
        <p>{t('admin.importError')}</p>
        <p className="mt-1">
          {t(`admin.fileProblem.${problem}`, {
            columns: (result.missingColumns ?? []).join(', '),
            max: result.maxRows ?? '',
          })}
        </p>
        <Button variant="ghost" className="mt-2" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone={result.errors.length ? 'error' : 'success'}>
      <p className="font-semibold">
        {t('admin.importSummary', { imported: result.imported, errors: result.errors.length })}
      </p>
      {result.categoriesCreated ? (
        <p>{t('admin.importCategories', { count: result.categoriesCreated })}</p>
      ) : null}
      {result.duplicates ? <p>{t('admin.importDuplicates', { count: result.duplicates })}</p> : null}
      {result.translationsUpdated ? (
        <p>{t('admin.importTranslations', { count: result.translationsUpdated })}</p>
      ) : null}
      {result.errors.length ? (
        <>
          <p className="mt-2 font-medium">{t('admin.importRowsTitle')}</p>
          <ul className="mt-1 max-h-60 list-disc overflow-y-auto pl-5">
            {result.errors.map((e) => (
              <li key={`${e.row}-${e.problem}`}>
                {t('admin.importRow', {
                  row: e.row,
                  reason: t(`admin.rowProblem.${e.problem}`, { value: e.value ?? '' }),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="ghost" className="mt-2" onClick={onClose}>
        {t('admin.close')}
      </Button>
    </Alert>
  );
}
