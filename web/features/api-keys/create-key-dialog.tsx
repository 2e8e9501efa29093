import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  DEFAULT_API_KEY_SCOPES,
  isExpiryAllowed,
} from '../../../common/domain/api-keys.ts';
import { todayInGermany } from '../../../common/domain/dates.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { scopeLabelKey, useApiKeyMutations } from './api.ts';

/** 'Neuen API-Schlüssel erstellen': name, permissions, optional expiry (not before today), active by default. */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const { create } = useApiKeyMutations();
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [scopes, setScopes] = useState<ApiKeyScope[]>(DEFAULT_API_KEY_SCOPES);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInGermany();

  function close() {
    setName('');
    setExpiresOn('');
    setIsActive(true);
    setScopes(DEFAULT_API_KEY_SCOPES);
    setProblem(null);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('errors.nameRequired'));
    if (!isExpiryAllowed(expiresOn, today)) return setProblem(t('errors.expiryPast'));
    if (scopes.length === 0) return setProblem(t('scopesRequired'));
    setProblem(null);
    create.mutate(
      { name: name.trim(), expiresOn: expiresOn || null, isActive, scopes },
      {
        onSuccess: (result) => {
          onCreated(result.key);
          close();
        },
      },
    );
  }

  const serverProblem =
    create.error instanceof ApiError && create.error.code === 'conflict'
      ? t('errors.nameTaken')
      : create.error
        ? t('errors.create')
        : null;

  return (
    <Dialog open={open} title={t('createTitle')} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('name')}
          placeholder={t('namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField
          label={t('expires')}
          type="date"
          min={today}
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 accent-indigo-700"
                checked={scopes.includes(scope)}
                onChange={(e) =>
                  setScopes(
                    API_KEY_SCOPES.filter((s) => (s === scope ? e.target.checked : scopes.includes(s))),
                  )
                }
              />
              <span>{t(scopeLabelKey(scope))}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 accent-indigo-700"
            checked={isActive}
            onChange={(e) => setIsActive(e.target.checked)}
          />
          <span>{t('active')}</span>
        </label>
        {(problem ?? serverProblem) ? <Alert tone="error">{problem ?? serverProblem}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
