import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { LEGAL_PAGES } from '../../common/domain/privacy.ts';
import { paths } from '../../common/paths.ts';
import { RouteFocus } from '../components/route-focus.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import LoginPage from '../features/auth/pages/login-page.tsx';
import { NotFound } from './not-found.tsx';
import { loadDashboard } from './preload.ts';
import { RequireSession } from './require-session.tsx';

// Only the sign-in page is in the entry chunk; everything else loads with its route.
const Dashboard = lazy(loadDashboard);
const RegisterPage = lazy(() => import('../features/auth/pages/register-page.tsx'));
const CallbackPage = lazy(() => import('../features/auth/pages/callback-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx'));
const LegalPage = lazy(() => import('../features/privacy/pages/legal-page.tsx'));

function Loading() {
  const { t } = useTranslation();
  return <PageSpinner label={t('loading')} />;
}

export function AppRouter() {
  return (
    <>
      <RouteFocus />
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path={paths.home}>
            <Redirect to={paths.dashboard} replace />
          </Route>
          <Route path={paths.login} component={LoginPage} />
          <Route path={paths.register} component={RegisterPage} />
          <Route path={paths.authCallback} component={CallbackPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          {LEGAL_PAGES.map((page) => (
            <Route key={page} path={paths.legal(page)}>
              <LegalPage page={page} />
            </Route>
          ))}
          <Route path="/dashboard/*?">
            <RequireSession>
              <Dashboard />
            </RequireSession>
          </Route>
          <Route>
            <main>
              <NotFound />
            </main>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
