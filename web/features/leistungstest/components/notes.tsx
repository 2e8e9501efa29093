import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';

const box = 'rounded-xl border border-slate-200 bg-white p-5';

/** The honest note every result carries: practice values, no norms, no percentile, no verdict. */
export function HonestNote({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('leistungstest');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="honest-note"
      className="rounded-xl border-l-4 border-indigo-600 bg-indigo-50 p-5"
    >
      <Heading id="honest-note" className="text-lg font-semibold text-indigo-950">
        {t('honest.title')}
      </Heading>
      <p className="mt-2">{t('honest.values')}</p>
      <p className="mt-2">{t('honest.verdict')}</p>
      <p className="mt-2">{t('honest.norms')}</p>
    </section>
  );
}

/** Who the tasks are for, and the photosensitivity note (issue 29, access and devices). */
export function AccessNotes() {
  const { t } = useTranslation('leistungstest');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="access-note" className={box}>
        <h2 id="access-note" className="text-lg font-semibold">
          {t('access.title')}
        </h2>
        <p className="mt-2">{t('access.text')}</p>
        <p className="mt-2">
          {t('access.chapter')}{' '}
          <Link href={paths.knowledge} className="font-medium text-indigo-800 underline underline-offset-2">
            {t('access.chapterLink')}
          </Link>
        </p>
        <p className="mt-2">{t('access.adjust')}</p>
      </section>
      <section aria-labelledby="flash-note" className={box}>
        <h2 id="flash-note" className="text-lg font-semibold">
          {t('flash.title')}
        </h2>
        <p className="mt-2">{t('flash.text')}</p>
      </section>
    </div>
  );
}
