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
 * When the text is not in the reader's language (the operator's German original): a note that the
 * German text is binding and, for the privacy notice, a summary in the reader's language (issue 28:
 * a Turkish learner gives the Art. 9 consent on the strength of that notice).
 */
function OriginalNote({ page, textLang }: { page: Page; textLang: string }) {
  const { t, i18n } = useTranslation('privacy');
  if (textLang === i18n.language) return null;
  if (page !== 'datenschutz') {
    return <p className="mb-6 rounded-lg bg-slate-50 p-3 text-slate-700">{t('page.germanOnly')}</p>;
  }
  const points = t('page.summary', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="legal-summary" className="mb-8 rounded-lg bg-slate-50 p-4 text-slate-800">
      <h2 id="legal-summary" className="text-lg font-semibold">
        {t('page.summaryTitle')}
      </h2>
      <p className="mt-2">{t('page.binding')}</p>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

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
            <>
              <OriginalNote page={page} textLang={content.data.lang} />
              <div lang={content.data.lang}>
                <Suspense fallback={<Loading />}>
                  <Markdown headingOffset={0}>{content.data.markdown}</Markdown>
                </Suspense>
              </div>
            </>
          ) : null}
          {page === 'datenschutz' && content.data ? <AiNotice /> : null}
        </article>
      </main>
      <LegalFooter />
    </div>
  );
}
