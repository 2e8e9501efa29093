import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LEGAL_PAGES } from '../../common/domain/privacy.ts';
import { paths } from '../../common/paths.ts';

/** Impressum, privacy notice and accessibility statement: on every page, signed in or not (issue 13). */
export function LegalFooter() {
  const { t } = useTranslation();
  return (
    <footer className="px-4 py-6 text-sm sm:px-8">
      <nav aria-label={t('legal.label')}>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link
                href={paths.legal(page)}
                className="inline-flex min-h-11 items-center text-slate-700 underline hover:text-slate-900"
              >
                {t(`legal.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
