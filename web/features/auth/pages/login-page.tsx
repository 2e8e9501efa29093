import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { useIntentLoad } from '../../../lib/intent-load.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginFields } from '../components/login-fields.tsx';

const loadForm = () => import('../components/login-form.tsx');

/**
 * /login. The form library and zod do not fit the page's 110 KB budget (decision 031), so the first
 * paint has the plain form; the real one (login-form.tsx) loads on the first focus or pointer and
 * takes over on the first submit, with what was typed.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { loaded, plainForm } = useIntentLoad(loadForm);
  const LoginForm = loaded?.module.default;

  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link href={paths.register} className="font-medium text-indigo-800 underline">
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      {LoginForm && loaded ? (
        <LoginForm intent={loaded.intent} />
      ) : (
        <LoginFields form={plainForm} field={(name) => ({ name, defaultValue: '' })} />
      )}
    </AuthLayout>
  );
}
