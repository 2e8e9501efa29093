import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../common/paths.ts';
import { LanguageSelect } from '../components/language-select.tsx';
import { Button } from '../components/ui/button.tsx';
import { useLogout, useMe } from '../features/auth/api.ts';

/** The signed-in frame: app name, language, sign-out. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const logout = useLogout();
  const [, navigate] = useLocation();
  return (
    <div className="min-h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <span className="text-lg font-semibold text-indigo-800">{t('appName')}</span>
        <div className="flex items-center gap-3">
          <LanguageSelect />
          <Button
            variant="secondary"
            busy={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
          >
            {t('dashboard.logout')}
          </Button>
        </div>
      </header>
      <div className="sr-only" aria-live="polite">
        {me?.email}
      </div>
      <main id="main">{children}</main>
    </div>
  );
}
