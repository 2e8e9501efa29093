import { RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { maskKey } from '../../../../common/domain/api-keys.ts';
import type { ApiKeyItem } from '../../../../common/schemas/api-keys.ts';
import { formatDate } from '../../../lib/format.ts';
import { scopeLabelKey } from '../api.ts';

const cell =
  'block px-3 py-2 md:table-cell md:align-middle before:mr-2 before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:before:content-none';
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100';

type Props = {
  item: ApiKeyItem;
  onToggle: () => void;
  onRotate: () => void;
  onDelete: () => void;
};

/** One key: its permissions, always masked (only the hash is stored), rotate, status toggle, delete. */
export function KeyRow({ item, onToggle, onRotate, onDelete }: Props) {
  const { t } = useTranslation('apiKeys');
  const status = item.isActive ? t('statusActive') : t('statusInactive');
  return (
    <tr className="block border-b border-slate-200 py-2 md:table-row md:py-0">
      <td className={cell} data-label={`${t('columns.name')}:`}>
        <span className="font-medium">{item.name}</span>
        <ul className="mt-1 text-sm text-slate-600" aria-label={t('scopes')}>
          {item.scopes.map((scope) => (
            <li key={scope}>{t(scopeLabelKey(scope))}</li>
          ))}
        </ul>
      </td>
      <td className={cell} data-label={`${t('columns.key')}:`}>
        <span className="inline-flex flex-wrap items-center gap-1">
          <code className="break-all font-mono text-sm">{maskKey(item.keyLength)}</code>
          <button
            type="button"
            className={iconButton}
            onClick={onRotate}
            aria-label={t('rotateNamed', { name: item.name })}
            title={t('rotate')}
          >
            <RefreshCw aria-hidden="true" size={18} />
          </button>
        </span>
      </td>
      <td className={cell} data-label={`${t('columns.created')}:`}>
        {formatDate(item.createdAt, 'long')}
      </td>
      <td className={cell} data-label={`${t('columns.expires')}:`}>
        {item.expiresOn ? formatDate(`${item.expiresOn}T12:00:00`, 'long') : t('never')}
      </td>
      <td className={cell} data-label={`${t('columns.status')}:`}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={t('toggleStatus', { name: item.name, status })}
          className={`min-h-11 rounded-full px-3 text-sm font-medium ring-1 ring-inset ${
            item.isActive
              ? 'bg-green-50 text-green-900 ring-green-300'
              : 'bg-slate-100 text-slate-700 ring-slate-300'
          }`}
        >
          {status}
        </button>
      </td>
      <td className={cell} data-label={`${t('columns.actions')}:`}>
        <button
          type="button"
          className={`${iconButton} text-red-800 hover:bg-red-50`}
          onClick={onDelete}
          aria-label={t('deleteNamed', { name: item.name })}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </td>
    </tr>
  );
}
