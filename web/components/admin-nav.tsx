import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paths } from '../../common/paths.ts';
import './admin-i18n.ts';

const entries = [
  { href: paths.admin, key: 'nav.users' },
  { href: paths.adminQuiz, key: 'nav.quiz' },
  { href: paths.adminSettings, key: 'nav.settings' },
  { href: paths.adminAudit, key: 'nav.audit' },
] as const;

/** The admin tab bar of SPEC §2 (and the audit log, issue 13): entries that navigate between the admin screens. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const [location] = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {entries.map((entry) => {
          const active = location === entry.href;
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 font-medium ${
                  active
                    ? 'border-indigo-700 text-indigo-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900'
                }`}
              >
                {t(entry.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
