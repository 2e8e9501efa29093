import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../common/schemas/exam.ts';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';

/** The exam categories with their translate button and missing-language flags (issue 14). */
export function CategoryList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('exam');
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="exam-categories" className="mt-6">
      <h2 id="exam-categories" className="text-lg font-semibold">
        {t('admin.categories')}
      </h2>
      <ul className="mt-2 grid gap-2 lg:grid-cols-2">
        {categories.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-2 sm:flex-nowrap rounded-lg border border-slate-200 bg-white px-3 py-2"
          >
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">{c.name}</span>{' '}
              <span className="text-sm text-slate-600">{t('admin.total', { count: c.questionCount })}</span>
            </span>
            <TranslateControl kind="category" id={c.id} name={c.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
