import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { AdminNav } from '../../../components/admin-nav.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import '../../../components/admin-i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

export type AdminSection = { id: string; labelKey: string; component: LazyExoticComponent<ComponentType> };

/**
 * /dashboard/admin: the admin tab bar, then the sections users, videos and courses as tabs
 * (SPEC §2). The open section is in the URL (?tab=videos) so it survives a reload.
 */
export function AdminPage({ sections }: { sections: AdminSection[] }) {
  const { t } = useTranslation('admin');
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const current = sections.find((s) => s.id === requested) ?? sections[0]!;
  const Section = current.component;
  // The first tab keeps the route's title ('Benutzerverwaltung – Administration'); the others name theirs.
  usePageTitle(current === sections[0] ? undefined : t(current.labelKey), t('title'));

  function select(id: string) {
    navigate(`${location}?tab=${id}`, { replace: true });
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = sections[(index + step + sections.length) % sections.length]!;
    select(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <AdminNav />
      <div role="tablist" aria-label={t('sections.label')} className="mb-6 flex flex-wrap gap-2">
        {sections.map((section, index) => {
          const active = section.id === current.id;
          return (
            <button
              key={section.id}
              id={`admin-tab-${section.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls="admin-tabpanel"
              tabIndex={active ? 0 : -1}
              onClick={() => select(section.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-lg px-4 font-medium ${
                active
                  ? 'bg-indigo-700 text-white'
                  : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {t(section.labelKey)}
            </button>
          );
        })}
      </div>
      <div id="admin-tabpanel" role="tabpanel" aria-labelledby={`admin-tab-${current.id}`}>
        <Suspense fallback={<Spinner />}>
          <Section />
        </Suspense>
      </div>
    </div>
  );
}
