import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { paths } from '../../common/paths.ts';
import { Alert } from '../components/ui/alert.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useMe } from '../features/auth/api.ts';
import { errorKey } from '../lib/api-client.ts';

/** Spinner while the session is unknown, /login without one, the children with one (SPEC §2, §4). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageSpinner label={t('loading')} />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <Alert tone="error">{t(errorKey(me.error))}</Alert>
      </div>
    );
  }
  if (!me.data) return <Redirect to={paths.login} replace />;
  return <>{children}</>;
}
