import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { change, click, type Reply, renderForm, setupComponentTests } from '../../../test/render.tsx';
import '../i18n.ts';
import { NewsFormDialog } from './news-form-dialog.tsx';

const renderNewsForm = (reply: Reply = { status: 201, body: { id: 'n1' } }) =>
  renderForm((done) => <NewsFormDialog open item={null} onClose={done} />, reply);

setupComponentTests();

describe('admin: news item', () => {
  it('needs title and text', async () => {
    const { calls } = renderNewsForm();
    change('Titel', '   ');
    click('Speichern');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Bitte füllen Sie Titel und Text aus.',
    );
    expect(screen.getByLabelText('Titel').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('publishes today without a date, or from the chosen day', async () => {
    const { calls, done } = renderNewsForm();
    change('Titel', ' Neue Fragen ');
    change('Text', 'Es gibt **neue** Fragen.');
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    change('Veröffentlichungsdatum', '2031-05-02');
    click('Speichern');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/news',
      body: { title: 'Neue Fragen', body: 'Es gibt **neue** Fragen.' },
    });
    expect(calls[1]?.body).toEqual({
      title: 'Neue Fragen',
      body: 'Es gibt **neue** Fragen.',
      publishedAt: new Date('2031-05-02T00:00:00').toISOString(),
    });
  });

  it("shows the server's refusal", async () => {
    renderNewsForm({ status: 500, body: { error: { code: 'internal' } } });
    change('Titel', 'Neue Fragen');
    change('Text', 'Text');
    click('Speichern');
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).toBe(i18n.t('errors.internal', { ns: 'common' }));
  });
});
