import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MPU_TYPES, type MpuType } from '../../../common/domain/mpu.ts';
import { PAGE_KEYS, type PageKey, ROLES, type Role } from '../../../common/domain/pages.ts';
import type { AdminUser, AdminUserUpdate } from '../../../common/schemas/users.ts';
import { MpuTypeCheckboxes } from '../../components/mpu-type-checkboxes.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';

type Props = {
  user: AdminUser;
  busy: boolean;
  onSave: (changes: AdminUserUpdate) => void;
  onCancel: () => void;
};

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-slate-50">
      <input
        type="checkbox"
        className="h-5 w-5 accent-indigo-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** Editing a row: role, MPU reasons (all five, SPEC §3) and page permissions (SPEC §6). */
export function UserEditor({ user, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation('users');
  const [role, setRole] = useState<Role>(user.role);
  const [reasons, setReasons] = useState<MpuType[]>(user.mpuReasons);
  const [pages, setPages] = useState<Record<PageKey, boolean>>(
    Object.fromEntries(PAGE_KEYS.map((page) => [page, user.permissions[page] ?? true])) as Record<
      PageKey,
      boolean
    >,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ role, mpuReasons: MPU_TYPES.filter((type) => reasons.includes(type)), permissions: pages });
  }

  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
      aria-label={t('editUser', { email: user.email })}
    >
      <SelectField label={t('role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      <MpuTypeCheckboxes legend={t('reasons')} value={reasons} onChange={setReasons} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('pagesLabel')}</legend>
        {role === 'admin' ? <p className="mb-1 text-sm text-slate-600">{t('adminPages')}</p> : null}
        <div className="grid gap-1 sm:grid-cols-2">
          {PAGE_KEYS.map((page) => (
            <Checkbox
              key={page}
              label={t(`pages.${page}`)}
              checked={pages[page]}
              onChange={(on) => setPages((p) => ({ ...p, [page]: on }))}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
