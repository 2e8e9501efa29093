import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LegalPage as Page } from '../../../../common/domain/privacy.ts';
import { paths } from '../../../../common/paths.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { LegalFooter } from '../../../components/legal-footer.tsx';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLegalPage } from '../api.ts';
import '../i18n.ts';

const Markdown = lazy(() => import('../../../components/markdown.tsx'));

/**
 * What goes to an external AI service, and when (issue 25, decision 050): in the reader's language,
 * under the operator's German text, because the app decides it, not the operator.
 */
function AiNotice() {
  const { t } = useTranslation('privacy');
  const items = t('page.ai.items', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="ai-notice" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="ai-notice" className="text-lg font-semibold">
        {t('page.ai.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** /impressum, /datenschutz, /barrierefreiheit: the operator's text (legal/), readable without sign-in. */
export default function LegalPage({ page }: { page: Page }) {
  const { t } = useTranslation('privacy');
  usePageTitle(t(`common:legal.${page}`));
  const content = useLegalPage(page);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <Link href={paths.home} className="text-lg font-semibold text-indigo-800">
          {t('common:appName')}
        </Link>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-8 pt-4">
        <article className="w-full max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 [&_h1]:break-words [&_h1]:text-xl [&_h1]:font-bold sm:[&_h1]:text-2xl">
          {content.isPending ? <Loading /> : null}
          {content.isError ? (
            <LoadError message={t('page.loadFailed')} onRetry={() => void content.refetch()} />
          ) : null}
          {content.data ? (
            <Suspense fallback={<Loading />}>
              <Markdown headingOffset={0}>{content.data.markdown}</Markdown>
            </Suspense>
          ) : null}
          {page === 'datenschutz' && content.data ? <AiNotice /> : null}
        </article>
      </main>
      <LegalFooter />
    </div>
  );
}
