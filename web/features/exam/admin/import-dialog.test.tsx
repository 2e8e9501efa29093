import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../../common/schemas/exam.ts';
import { alertText, click, type Reply, renderForm, setupComponentTests } from '../../../test/render.tsx';
import '../i18n.ts';
import { ImportForm } from './import-dialog.tsx';

const csv = 'category;question;option_a;option_b;correct\nAlkohol;Was ist BAK?;Blutalkohol;Bremsweg;A\n';
const result: ImportResult = {
  ok: true,
  imported: 1,
  categoriesCreated: 0,
  duplicates: 0,
  translationsUpdated: 0,
  errors: [],
};

const renderImportForm = (reply: Reply = { body: result }) =>
  renderForm((done) => <ImportForm onDone={done} onCancel={() => {}} />, reply);

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('CSV-Datei'), {
    target: { files: [new File([text], 'fragen.csv', { type: 'text/csv' })] },
  });

setupComponentTests();

describe('admin: CSV import', () => {
  it('needs a file', async () => {
    const { calls } = renderImportForm();
    click('Importieren');
    expect(await alertText()).toBe('Bitte wählen Sie eine CSV-Datei aus.');
    expect(calls).toHaveLength(0);
  });

  it("sends the file's text and hands on the result", async () => {
    const { calls, done } = renderImportForm();
    choose(csv);
    click('Importieren');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ method: 'POST', path: '/admin/exam/import', body: { csv } }]);
    expect(done.mock.calls[0]?.[0]).toEqual(result);
  });

  it('says when the import failed', async () => {
    const { done } = renderImportForm({ status: 500, body: { error: { code: 'internal' } } });
    choose(csv);
    click('Importieren');
    expect(await alertText()).toBe('Fehler beim Importieren der CSV-Datei.');
    expect(done).not.toHaveBeenCalled();
  });
});
