import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import type { AuditEntry } from '../../../../common/schemas/audit.ts';
import { AdminNav } from '../../../components/admin-nav.tsx';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditLog } from '../api.ts';
import '../i18n.ts';

/** The changed account beside its id (issue 28): its address and name while it exists. */
function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.target) return null;
  return (
    <span className="[overflow-wrap:anywhere]">
      {entry.targetUser ? (
        <span className="block">
          {entry.targetUser.email}
          {entry.targetUser.name ? ` (${entry.targetUser.name})` : ''}
        </span>
      ) : null}
      <span className="block font-mono text-xs text-slate-700">{entry.target}</span>
    </span>
  );
}

/**
 * /dashboard/admin/audit: the audit log, newest first, 50 entries a page, filterable by text, person
 * and action; read-only (issue 13). Cards on narrow screens, a table from 1024 px (issue 28).
 */
export default function AuditPage() {
  const { t } = useTranslation('privacy');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [personText, setPersonText] = useState('');
  const [action, setAction] = useState('');
  const [q] = useDebounce(text.trim(), 300);
  const [person] = useDebounce(personText.trim(), 300);
  const log = useAuditLog(page, { q, person, action });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const columns = ['when', 'who', 'what', 'target', 'status', 'ip'] as const;
  const filtered = Boolean(q || person || action);
  const items = log.data?.items ?? [];
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <AdminNav />
      <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
      <p className="mb-4 mt-1 max-w-3xl text-slate-700">{t('audit.intro')}</p>
      <div className="mb-4 grid items-start gap-4 md:grid-cols-3">
        <TextField
          label={t('audit.person')}
          hint={t('audit.personHint')}
          type="search"
          value={personText}
          maxLength={100}
          onChange={(event) => change(setPersonText)(event.target.value)}
        />
        <SelectField
          label={t('audit.action')}
          value={action}
          onChange={(event) => change(setAction)(event.target.value)}
        >
          <option value="">{t('audit.allActions')}</option>
          {(log.data?.actions ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('audit.filter')}
          hint={t('audit.filterHint')}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => change(setText)(event.target.value)}
        />
      </div>
      {log.isPending ? <Loading /> : null}
      {log.isError ? <LoadError message={t('audit.loadFailed')} onRetry={() => void log.refetch()} /> : null}
      {log.data?.items.length === 0 ? (
        <p role="status">{t(filtered ? 'audit.noMatch' : 'audit.empty')}</p>
      ) : null}
      {items.length > 0 ? (
        <>
          <ul aria-label={t('audit.list')} className="space-y-3 lg:hidden">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dl className="grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-3">
                  <dt className="font-semibold">{t('audit.when')}</dt>
                  <dd>{formatDateTime(entry.createdAt)}</dd>
                  <dt className="font-semibold">{t('audit.who')}</dt>
                  <dd className="[overflow-wrap:anywhere]">{entry.actor ?? t('audit.erased')}</dd>
                  <dt className="font-semibold">{t('audit.what')}</dt>
                  <dd className="font-mono text-xs [overflow-wrap:anywhere]">{entry.action}</dd>
                  {entry.target ? (
                    <>
                      <dt className="font-semibold">{t('audit.target')}</dt>
                      <dd>
                        <Target entry={entry} />
                      </dd>
                    </>
                  ) : null}
                  <dt className="font-semibold">{t('audit.status')}</dt>
                  <dd>{entry.status}</dd>
                  {entry.ip ? (
                    <>
                      <dt className="font-semibold">{t('audit.ip')}</dt>
                      <dd className="font-mono text-xs [overflow-wrap:anywhere]">{entry.ip}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          {/* Wide screens: a table; should it still be too wide, its region scrolls and takes focus. */}
          <section
            aria-label={t('audit.tableRegion')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
            tabIndex={0}
            className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:block"
          >
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('audit.title')}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                      {t(`audit.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 align-top">
                    <td className="whitespace-nowrap px-3 py-2">{formatDateTime(entry.createdAt)}</td>
                    <td className="min-w-40 px-3 py-2 [overflow-wrap:anywhere]">
                      {entry.actor ?? t('audit.erased')}
                    </td>
                    <td className="min-w-40 px-3 py-2 font-mono text-xs">{entry.action}</td>
                    <td className="min-w-48 px-3 py-2">
                      <Target entry={entry} />
                    </td>
                    <td className="px-3 py-2">{entry.status}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
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
