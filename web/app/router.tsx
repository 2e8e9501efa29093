import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../common/paths.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useMe } from '../features/auth/api.ts';
import CallbackPage from '../features/auth/pages/callback-page.tsx';
import ForgotPasswordPage from '../features/auth/pages/forgot-password-page.tsx';
import LoginPage from '../features/auth/pages/login-page.tsx';
import RegisterPage from '../features/auth/pages/register-page.tsx';
import ResetPasswordPage from '../features/auth/pages/reset-password-page.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { type DashboardRoute, dashboardRoutes } from './dashboard-routes.ts';
import { NotFound } from './not-found.tsx';
import { RequireSession } from './require-session.tsx';

/** A non-admin on an admin route, or a denied page key, goes to /dashboard (SPEC §2). */
function Guarded({ route }: { route: DashboardRoute }) {
  const { t } = useTranslation();
  const me = useMe().data;
  if (!me) return null;
  if (route.admin && me.role !== 'admin') return <Redirect to={paths.dashboard} replace />;
  if (route.page && !me.pages.includes(route.page)) return <Redirect to={paths.dashboard} replace />;
  const Page = route.component;
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.home}>
        <Redirect to={paths.dashboard} replace />
      </Route>
      <Route path={paths.login} component={LoginPage} />
      <Route path={paths.register} component={RegisterPage} />
      <Route path={paths.authCallback} component={CallbackPage} />
      <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path="/dashboard/*?">
        <RequireSession>
          <DashboardLayout>
            <Switch>
              {dashboardRoutes.map((route) => (
                <Route key={route.path} path={route.path}>
                  <Guarded route={route} />
                </Route>
              ))}
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </DashboardLayout>
        </RequireSession>
      </Route>
      <Route>
        <main>
          <NotFound />
        </main>
      </Route>
    </Switch>
  );
}
