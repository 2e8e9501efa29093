import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../common/schemas/exam.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { CategoryList } from './category-list.tsx';

const categories: Category[] = [
  { id: 'c1', name: 'Alkohol', description: 'Alles zu Alkohol', mpuTypes: ['alcohol'], questionCount: 3 },
  { id: 'c2', name: 'Drogen', description: 'Alles zu Drogen', mpuTypes: ['drugs'], questionCount: 1 },
];

setupComponentTests();

describe('admin: exam categories', () => {
  it('gives each category the translate button and flags its missing languages', async () => {
    const calls = stubApi(() => ({ body: { missing: { c2: ['tr', 'en'] }, outdated: { c1: ['en'] } } }));
    renderWithClient(<CategoryList categories={categories} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [alkohol, drogen] = items as [HTMLElement, HTMLElement];
    expect(
      within(alkohol).getByRole('button', { name: 'Übersetzungen von „Alkohol“ bearbeiten' }),
    ).toBeTruthy();
    expect(
      within(drogen).getByRole('button', { name: 'Übersetzungen von „Drogen“ bearbeiten' }),
    ).toBeTruthy();
    expect(await within(drogen).findByText('TR fehlt')).toBeTruthy();
    expect(within(drogen).getByText('EN fehlt')).toBeTruthy();
    expect(within(alkohol).getByText('EN veraltet')).toBeTruthy();
    expect(within(alkohol).queryByText('TR fehlt')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/admin/translations/category']);
  });
});
