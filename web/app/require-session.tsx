import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Alert } from '../components/ui/alert.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useMe } from '../features/auth/api.ts';
import { loginPathFor } from '../features/auth/next-path.ts';
import { errorKey } from '../lib/api-client.ts';

/**
 * Spinner while the session is unknown; without one, /login (which returns here afterwards); the
 * children with one (SPEC §2, §4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const [location] = useLocation();
  const search = useSearch();
  if (me.isPending) return <PageSpinner label={t('loading')} />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <Alert tone="error">{t(errorKey(me.error))}</Alert>
      </div>
    );
  }
  if (!me.data) return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  return <>{children}</>;
}
