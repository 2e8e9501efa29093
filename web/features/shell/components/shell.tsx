import { HelpCircle, LogOut, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { homeOf, isCounsellor } from '../../../../common/domain/access.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import type { Me } from '../../../lib/session.ts';
import type { Slots } from '../../../lib/slots.ts';
import { afterLoadWhenIdle } from '../../../lib/when-idle.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { OfflineStatus } from './offline-status.tsx';
import { ReasonsSelect } from './reasons-select.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { markTourSeen, tourRunsOn, tourSeen } from './tour/tour-state.ts';
import '../i18n.ts';

// The tour's code and texts: one chunk each, loaded together when the tour runs.
const GuidedTour = lazy(() =>
  Promise.all([import('./tour/guided-tour.tsx'), import('../tour-i18n.ts')]).then(([tour]) => tour),
);

type ShellProps = {
  me: Me;
  onLogout: () => void;
  loggingOut: boolean;
  /** The header's bell (news, composed in web/app). */
  slots?: Slots<'bell'>;
  children: ReactNode;
};

/**
 * The signed-in frame (SPEC §2): a sidebar on wide screens, a collapsible menu on phones, and a
 * header with the MPU reasons, the language and the bell. The guided tour runs on the first visit,
 * once the first screen has loaded, on the overview only: on every other page (a quiz, a review, the
 * interview …) it pauses, and it resumes on the overview (decision 073).
 */
export function Shell({ me, onLogout, loggingOut, slots = {}, children }: ShellProps) {
  const { t } = useTranslation('nav');
  const wide = useMediaQuery('(min-width: 64rem)');
  const [menuOpen, setMenuOpen] = useState(false);
  const [touring, setTouring] = useState(() => !tourSeen(me.id));
  const [location, navigate] = useLocation();
  const home = homeOf(me);
  const tourShown = touring && tourRunsOn(location, home);
  // The tour's code (26 KB) loads once the first screen is on view (decision 037); the layout is the
  // touring one from the start, so nothing moves when it appears. It renders as a transition: in
  // slices that leave the main thread free in between (decision 041).
  const [tourReady, setTourReady] = useState(false);
  useEffect(
    () => (touring ? afterLoadWhenIdle(() => startTransition(() => setTourReady(true))) : undefined),
    [touring],
  );
  const navVisible = wide || menuOpen || tourShown;

  function endTour() {
    markTourSeen(me.id);
    setTouring(false);
    setMenuOpen(false);
  }

  function startTour() {
    // Asked for elsewhere (a quiz, the interview …): the tour runs on the overview, not over them.
    if (!tourRunsOn(location, home)) navigate(home);
    setTouring(true);
  }

  return (
    <div
      data-touring={tourShown ? 'true' : touring ? 'paused' : 'false'}
      className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] print:block"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header className="print:hidden flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 lg:col-start-2 lg:px-6">
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="app-sidebar"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
          {t('menu')}
        </button>
        <span className="mr-auto font-semibold text-indigo-800 max-sm:sr-only lg:hidden">
          {t('common:appName')}
        </span>
        {/* A counsellor prepares for no MPU: no reasons in the header (issue 30). */}
        <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:max-w-xs max-sm:[&>div>button]:w-full lg:mr-auto">
          {isCounsellor(me) ? null : <ReasonsSelect reasons={me.reasons} />}
        </div>
        <LanguageSelect compact />
        {slots.bell}
      </header>
      <aside
        id="app-sidebar"
        hidden={!navVisible}
        className="print:hidden border-b border-slate-200 bg-white px-3 py-3 lg:sticky lg:top-0 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto lg:border-r lg:border-b-0 lg:py-5"
      >
        <p className="mb-4 hidden px-3 text-lg font-semibold text-indigo-800 lg:block">
          {t('common:appName')}
        </p>
        <SidebarNav viewer={me} onNavigate={() => setMenuOpen(false)} />
        <div className="mt-5 space-y-1 border-t border-slate-200 pt-3 lg:mt-auto">
          <button
            type="button"
            onClick={startTour}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-indigo-50"
          >
            <HelpCircle aria-hidden="true" className="h-5 w-5" />
            {t('help')}
          </button>
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-indigo-50"
          >
            <LogOut aria-hidden="true" className="h-5 w-5" />
            {t('logout')}
          </button>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 lg:col-start-2">
        <OfflineStatus />
        {children}
      </main>
      {tourShown && tourReady ? (
        <Suspense fallback={null}>
          <GuidedTour viewer={me} placement={wide ? 'right' : 'bottom'} onEnd={endTour} />
        </Suspense>
      ) : null}
    </div>
  );
}
