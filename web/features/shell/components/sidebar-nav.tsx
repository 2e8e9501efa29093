import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Viewer } from '../../../../common/domain/access.ts';
import { isActive, type NavItem, navFor } from '../nav-items.ts';

const entry = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium';

function Entry({ item, locked, onNavigate }: { item: NavItem; locked: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  const Icon = item.icon;
  const active = isActive(item, location);
  const tone = active
    ? 'bg-indigo-700 text-white'
    : locked
      ? 'text-slate-600 hover:bg-slate-100'
      : 'text-slate-800 hover:bg-indigo-50 hover:text-indigo-900';
  // A locked entry still links: its page explains how to get access (issue 10); the server refuses its API.
  return (
    <Link
      href={item.href}
      data-tour={item.id}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`${entry} ${tone}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="min-w-0 flex-1">
        {t(item.id)}
        {locked ? <span className="block text-xs font-normal">{t('locked')}</span> : null}
      </span>
      {locked ? <Lock aria-hidden="true" className="h-4 w-4 shrink-0" /> : null}
    </Link>
  );
}

/** The sidebar entries (SPEC §2); administration in its own group, only for admins. */
export function SidebarNav({ viewer, onNavigate }: { viewer: Viewer; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const entries = navFor(viewer);
  const render = (list: typeof entries) =>
    list.map(({ item, locked }) => (
      <li key={item.id}>
        <Entry item={item} locked={locked} onNavigate={onNavigate} />
      </li>
    ));
  const learner = entries.filter((e) => !e.item.admin);
  const admin = entries.filter((e) => e.item.admin);
  return (
    <nav aria-label={t('label')}>
      <ul className="space-y-1">{render(learner)}</ul>
      {admin.length > 0 ? (
        <>
          <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('adminGroup')}
          </h2>
          <ul className="space-y-1">{render(admin)}</ul>
        </>
      ) : null}
    </nav>
  );
}
