import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { LegalFooter } from '../../../components/legal-footer.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The frame of the sign-in screens: app name, language selector, a card with the form. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-8">
        <span className="text-lg font-semibold text-indigo-800">{t('appName')}</span>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
          {children}
          {footer ? <div className="mt-6 text-sm text-slate-700">{footer}</div> : null}
        </div>
      </main>
      <LegalFooter />
    </div>
  );
}
