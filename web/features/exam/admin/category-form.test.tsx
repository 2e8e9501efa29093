import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  alertText,
  change,
  click,
  type Reply,
  renderForm,
  setupComponentTests,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { CategoryForm } from './category-form.tsx';

const renderCategoryForm = (reply: Reply = { status: 201, body: { id: 'c1' } }) =>
  renderForm((done) => <CategoryForm onDone={done} onCancel={() => {}} />, reply);

function fill() {
  change('Name', ' Cannabis ');
  change('Beschreibung', 'Fragen zu THC und Fahreignung');
}

setupComponentTests();

describe('admin: new exam category', () => {
  it('needs name and description', async () => {
    const { calls } = renderCategoryForm();
    change('Name', 'Cannabis');
    click('Speichern');
    expect(await alertText()).toBe('Bitte füllen Sie alle Felder aus.');
    expect(screen.getByLabelText('Beschreibung').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe(null);
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed category with its MPU types, or visible to all', async () => {
    const { calls, done } = renderCategoryForm();
    fill();
    fireEvent.click(screen.getByLabelText('Drogen-MPU'));
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByLabelText('Für alle MPU-Gründe sichtbar (allgemeine Kategorie)'));
    expect(screen.getByLabelText('Drogen-MPU').closest('fieldset')?.disabled).toBe(true);
    click('Speichern');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/exam/categories',
      body: {
        name: 'Cannabis',
        description: 'Fragen zu THC und Fahreignung',
        mpuTypes: ['drugs'],
        visibleToAll: false,
      },
    });
    expect(calls[1]?.body).toMatchObject({ visibleToAll: true });
  });

  it("shows the server's reason for a taken name, and a general text for a failure", async () => {
    const taken = renderCategoryForm({ status: 409, body: { error: { code: 'exam_category_taken' } } });
    fill();
    click('Speichern');
    expect(await alertText()).toBe('Eine Kategorie mit diesem Namen gibt es bereits.');
    expect(taken.done).not.toHaveBeenCalled();
    cleanup();

    renderCategoryForm({ status: 500, body: { error: { code: 'internal' } } });
    fill();
    click('Speichern');
    expect(await alertText()).toBe('Fehler beim Erstellen der Kategorie');
  });
});
