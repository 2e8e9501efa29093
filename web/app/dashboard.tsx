import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../common/paths.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useMe } from '../features/auth/api.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { type DashboardRoute, dashboardRoutes } from './dashboard-routes.ts';
import { NotFound } from './not-found.tsx';

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

/** Everything behind the session check: the shell and the screens (one lazily loaded chunk). */
export default function Dashboard() {
  return (
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
  );
}
