import { useTranslation } from 'react-i18next';
import { MPU_TYPES } from '../../../../common/domain/mpu.ts';
import { isPageAllowed, PAGE_KEYS, permissionRows, ROLES } from '../../../../common/domain/pages.ts';
import { type AdminUser, type AdminUserUpdate, adminUserChanges } from '../../../../common/schemas/users.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';

type Props = {
  user: AdminUser;
  /** The counsellors a learner can be assigned to (issue 30). */
  counsellors: readonly AdminUser[];
  busy: boolean;
  onSave: (changes: AdminUserUpdate) => void;
  onCancel: () => void;
};

/**
 * Editing a row: role, MPU reasons (all five, SPEC §3), page permissions (SPEC §6) and a learner's
 * counsellor (issue 30).
 */
export function UserEditor({ user, counsellors, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation('users');
  // The stored permissions as a learner has them (an administrator's would all read allowed).
  const rows = permissionRows(user.permissions);
  const form = useZodForm(adminUserChanges, {
    role: user.role,
    mpuReasons: user.mpuReasons,
    permissions: Object.fromEntries(PAGE_KEYS.map((page) => [page, isPageAllowed('user', rows, page)])),
    counsellorId: user.counsellorId,
  });
  const role = form.watch('role');
  const submit = form.handleSubmit(({ mpuReasons, counsellorId, ...changes }) =>
    onSave({
      ...changes,
      mpuReasons: MPU_TYPES.filter((type) => mpuReasons.includes(type)),
      // Only a learner has a counsellor; a new role lets the server clear it.
      ...(changes.role === 'user' && user.role === 'user' ? { counsellorId } : {}),
    }),
  );

  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
      aria-label={t('editUser', { email: user.email })}
    >
      <SelectField label={t('role')} {...form.field('role')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      {role === 'user' && user.role === 'user' ? (
        <SelectField
          label={t('counsellor')}
          hint={t('counsellorHint')}
          value={form.watch('counsellorId') ?? ''}
          onChange={(event) => form.setValue('counsellorId', event.target.value || null)}
        >
          <option value="">{t('noCounsellor')}</option>
          {counsellors.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name ? `${c.name} (${c.email})` : c.email}
            </option>
          ))}
        </SelectField>
      ) : null}
      <MpuTypeCheckboxes
        legend={t('reasons')}
        value={form.watch('mpuReasons')}
        onChange={(types) => form.setValue('mpuReasons', types)}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('pagesLabel')}</legend>
        {role === 'admin' ? <p className="mb-1 text-sm text-slate-600">{t('adminPages')}</p> : null}
        <div className="grid gap-1 sm:grid-cols-2">
          {PAGE_KEYS.map((page) => (
            <CheckboxField key={page} label={t(`pages.${page}`)} {...form.field(`permissions.${page}`)} />
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
