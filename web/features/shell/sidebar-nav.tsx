import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { PageKey } from '../../../common/domain/pages.ts';
import { isActive, type NavItem, visibleItems } from './nav-items.ts';

const entry = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium';

function Entry({ item, locked, onNavigate }: { item: NavItem; locked: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  const Icon = item.icon;
  if (locked) {
    // Shown so learners know the area exists; the server refuses it too (SPEC §6).
    return (
      <span data-tour={item.id} className={`${entry} text-slate-600`}>
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className="min-w-0 flex-1">
          {t(item.id)}
          <span className="block text-xs font-normal">{t('locked')}</span>
        </span>
        <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
      </span>
    );
  }
  const active = isActive(item, location);
  return (
    <Link
      href={item.href}
      data-tour={item.id}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`${entry} ${active ? 'bg-indigo-700 text-white' : 'text-slate-800 hover:bg-indigo-50 hover:text-indigo-900'}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="min-w-0 flex-1">{t(item.id)}</span>
    </Link>
  );
}

/** The sidebar entries of SPEC §2; admin-only ones in their own group, only for admins. */
export function SidebarNav({
  isAdmin,
  pages,
  onNavigate,
}: {
  isAdmin: boolean;
  pages: readonly PageKey[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('nav');
  const items = visibleItems(isAdmin);
  const render = (list: NavItem[]) =>
    list.map((item) => (
      <li key={item.id}>
        <Entry item={item} locked={!!item.page && !pages.includes(item.page)} onNavigate={onNavigate} />
      </li>
    ));
  const learner = items.filter((i) => !i.admin);
  const admin = items.filter((i) => i.admin);
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
