import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { AdminNav } from '../../../components/admin-nav.tsx';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAuditLog } from '../api.ts';
import '../i18n.ts';

const timeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

/** /dashboard/admin/audit: the audit log, newest first, 50 entries a page, filterable; read-only (issue 13). */
export default function AuditPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('audit.title'));
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [q] = useDebounce(filter.trim(), 300);
  const log = useAuditLog(page, q);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const columns = ['when', 'who', 'what', 'target', 'status', 'ip'] as const;

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <AdminNav />
      <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
      <p className="mb-4 mt-1 max-w-3xl text-slate-700">{t('audit.intro')}</p>
      <div className="mb-4 max-w-md">
        <label htmlFor="audit-filter" className="block font-medium">
          {t('audit.filter')}
        </label>
        <p id="audit-filter-hint" className="text-sm text-slate-700">
          {t('audit.filterHint')}
        </p>
        <input
          id="audit-filter"
          type="search"
          value={filter}
          maxLength={100}
          aria-describedby="audit-filter-hint"
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 px-3"
        />
      </div>
      {log.isPending ? <Loading /> : null}
      {log.isError ? <LoadError message={t('audit.loadFailed')} onRetry={() => void log.refetch()} /> : null}
      {log.data?.items.length === 0 ? <p role="status">{t(q ? 'audit.noMatch' : 'audit.empty')}</p> : null}
      {log.data && log.data.items.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('audit.title')}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`audit.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 align-top">
                    <td className="whitespace-nowrap px-3 py-2">
                      {timeFormat.format(new Date(entry.createdAt))}
                    </td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{entry.actor ?? t('audit.erased')}</td>
                    <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                    <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{entry.target}</td>
                    <td className="px-3 py-2">{entry.status}</td>
                    <td className="px-3 py-2 font-mono text-xs">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('audit.title')} className="mt-4 flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('audit.previous')}
            </Button>
            <span aria-live="polite">{t('audit.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('audit.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
