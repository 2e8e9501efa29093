import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

/** Target of the confirmation link: confirms the address, then offers the sign-in. */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // A one-time token: send it once, even under React's double effects in development.
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  return (
    <AuthLayout title={t('callback.title')}>
      <div className="space-y-4">
        {!token ? <Alert tone="error">{t('callback.missing')}</Alert> : null}
        {token && verify.isPending ? (
          <p className="flex items-center gap-3 text-slate-700">
            <Spinner /> {t('callback.working')}
          </p>
        ) : null}
        {verify.isSuccess ? (
          <Alert tone="success">
            {verify.data.purpose === 'change_email' ? t('callback.changed') : t('callback.verified')}
          </Alert>
        ) : null}
        {verify.isError ? <Alert tone="error">{t(errorKey(verify.error))}</Alert> : null}
        <Link href={paths.login} className="inline-block font-medium text-indigo-800 underline">
          {t('callback.toLogin')}
        </Link>
      </div>
    </AuthLayout>
  );
}
