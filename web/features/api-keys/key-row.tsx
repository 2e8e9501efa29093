import { Check, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskKey } from '../../../common/domain/api-keys.ts';
import type { ApiKeyItem } from '../../../common/schemas/api-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { fetchSecret } from './api.ts';

const COPY_FEEDBACK_MS = 3000; // SPEC §9
const cell =
  'block px-3 py-2 md:table-cell md:align-middle before:mr-2 before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:before:content-none';
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100';

type Props = {
  item: ApiKeyItem;
  onToggle: () => void;
  onDelete: () => void;
  onError: (key: 'copy' | 'load') => void;
};

/** One key: masked until shown, copy with a brief highlight, status toggle, delete. */
export function KeyRow({ item, onToggle, onDelete, onError }: Props) {
  const { t } = useTranslation('apiKeys');
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function toggleVisible() {
    if (secret) return setSecret(null);
    try {
      setSecret(await fetchSecret(item.id));
    } catch {
      onError('load');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? (await fetchSecret(item.id)));
      setCopied(true);
    } catch {
      onError('copy');
    }
  }

  const status = item.isActive ? t('statusActive') : t('statusInactive');
  return (
    <tr className="block border-b border-slate-200 py-2 md:table-row md:py-0">
      <td className={`${cell} font-medium`} data-label={`${t('columns.name')}:`}>
        {item.name}
      </td>
      <td className={cell} data-label={`${t('columns.key')}:`}>
        <span className="inline-flex flex-wrap items-center gap-1">
          <code className="break-all font-mono text-sm">{secret ?? maskKey(item.keyLength)}</code>
          <button
            type="button"
            className={iconButton}
            onClick={toggleVisible}
            aria-label={secret ? t('hide') : t('show')}
            aria-pressed={Boolean(secret)}
          >
            {secret ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
          <button
            type="button"
            className={`${iconButton} ${copied ? 'bg-green-100 text-green-900' : ''}`}
            onClick={copy}
            aria-label={copied ? t('copied') : t('copy')}
          >
            {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
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
