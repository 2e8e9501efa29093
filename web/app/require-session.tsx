import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { needsConsent } from '../../common/domain/privacy.ts';
import { paths } from '../../common/paths.ts';
import { Alert } from '../components/ui/alert.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useLogout } from '../features/auth/api.ts';
import { loginPathFor } from '../features/auth/next-path.ts';
import { errorKey } from '../lib/api-client.ts';
import { useMe } from '../lib/session.ts';

const ConsentGate = lazy(() => import('../features/privacy/components/consent-gate.tsx'));

/**
 * Spinner while the session is unknown; without one, /login (which returns here afterwards); a
 * learner without consent to the current privacy notice sees the consent gate first (issue 13);
 * the children otherwise (SPEC §2, §4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const [location, navigate] = useLocation();
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
  if (needsConsent(me.data)) {
    return (
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <ConsentGate
          declining={logout.isPending}
          onDecline={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}
