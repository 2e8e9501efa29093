import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { areaState, homeOf } from '../../common/domain/access.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useAreaTitle } from '../lib/page-title.ts';
import { useMe } from '../lib/session.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { type DashboardRoute, dashboardRoutes } from './dashboard-routes.ts';
import { LockedArea } from './locked-area.tsx';
import { NotFound } from './not-found.tsx';

/**
 * A screen behind its area's access rule (common/domain/access.ts): open, locked (an explanation how
 * to get access, issue 10) or, for admin areas and learners, back to the overview (SPEC §2); for
 * counsellors every learner area leads to their workspace (issue 30).
 */
function Guarded({ route }: { route: DashboardRoute }) {
  const { t } = useTranslation('nav');
  const me = useMe().data;
  useAreaTitle(route.title ? t(`pageTitle.${route.title}`) : undefined, t(route.area));
  if (!me) return null;
  const state = areaState(me, route.area);
  if (state === 'hidden') return <Redirect to={homeOf(me)} replace />;
  if (state === 'locked') return <LockedArea area={route.area} contact={me.accessContact} />;
  const Page = route.component;
  return (
    <Suspense fallback={<PageSpinner label={t('common:loading')} />}>
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
