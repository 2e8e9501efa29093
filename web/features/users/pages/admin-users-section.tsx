import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../../../common/domain/access.ts';
import { allowedPages, PAGE_KEYS, permissionRows } from '../../../../common/domain/pages.ts';
import type { AdminUser } from '../../../../common/schemas/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useAdminUsers, useUpdateUser } from '../api.ts';
import { DeleteUser } from '../components/delete-user.tsx';
import { InviteCounsellor } from '../components/invite-counsellor.tsx';
import { RegistrationDefaultsCard } from '../components/registration-defaults.tsx';
import { UserEditor } from '../components/user-editor.tsx';
import '../i18n.ts';

function updateErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'conflict') return 'lastAdmin';
  if (error instanceof ApiError && error.code === 'forbidden') return 'selfDemote';
  return 'updateFailed';
}

const label = (user: AdminUser) => (user.name ? `${user.name} (${user.email})` : user.email);

/** Who counsels a learner, and which learners a counsellor has (never what they share). */
function CounsellingLine({ user, users }: { user: AdminUser; users: readonly AdminUser[] }) {
  const { t } = useTranslation('users');
  if (user.role === 'counsellor') {
    const learners = users.filter((u) => u.counsellorId === user.id);
    return (
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        {learners.length === 0
          ? t('noLearners')
          : t('learnersOf', { count: learners.length, list: learners.map((u) => u.email).join(', ') })}
      </p>
    );
  }
  const counsellor = users.find((u) => u.id === user.counsellorId);
  return counsellor ? (
    <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
      {t('counselledBy', { counsellor: label(counsellor) })}
    </p>
  ) : null;
}

function UserSummary({ user, users }: { user: AdminUser; users: readonly AdminUser[] }) {
  const { t } = useTranslation('users');
  const allowed = allowedPages(user.role, permissionRows(user.permissions)).length;
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{label(user)}</p>
      <div className="flex flex-wrap gap-2">
        <Badge tone={isAdmin(user) ? 'indigo' : 'neutral'}>{t(`roles.${user.role}`)}</Badge>
        {user.emailVerified ? null : <Badge tone="amber">{t('unconfirmed')}</Badge>}
        {user.mpuReasons.length === 0 ? (
          <span className="text-sm text-slate-600">{t('noReasons')}</span>
        ) : (
          user.mpuReasons.map((type) => (
            <Badge key={type} tone="green">
              {t(`common:mpuType.${type}`)}
            </Badge>
          ))
        )}
      </div>
      <p className="text-sm text-slate-600">
        {t('registered', { date: formatDate(user.createdAt) })} ·{' '}
        {allowed === PAGE_KEYS.length
          ? t('allPages')
          : t('pagesCount', { count: allowed, total: PAGE_KEYS.length })}
      </p>
      <CounsellingLine user={user} users={users} />
    </div>
  );
}

/** Admin tab 'users': every profile, newest first; one row at a time is edited or erased (SPEC §2, §4; issue 13). */
export default function AdminUsersSection() {
  const { t } = useTranslation('users');
  const users = useAdminUsers();
  const update = useUpdateUser();
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  if (users.isPending) return <Spinner label={t('common:loading')} />;
  if (users.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;

  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h2 id="users-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-slate-700">{t('intro')}</p>
      <RegistrationDefaultsCard />
      <InviteCounsellor onInvited={setInvited} />
      {invited ? <Alert tone="success">{t('invited', { email: invited })}</Alert> : null}
      {saved ? <Alert tone="success">{t('updated')}</Alert> : null}
      {deleted ? <Alert tone="success">{t('deleted')}</Alert> : null}
      {update.isError ? <Alert tone="error">{t(updateErrorKey(update.error))}</Alert> : null}
      {users.data.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="space-y-3">
        {users.data.map((user) => (
          <li key={user.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-start gap-3">
              <UserSummary user={user} users={users.data} />
              {editing === user.id ? null : (
                <DeleteUser
                  user={user}
                  onDeleted={() => {
                    setSaved(false);
                    setDeleted(true);
                  }}
                />
              )}
              {editing === user.id ? null : (
                <Button
                  variant="secondary"
                  aria-label={t('editUser', { email: user.email })}
                  onClick={() => {
                    update.reset();
                    setSaved(false);
                    setDeleted(false);
                    setEditing(user.id);
                  }}
                >
                  {t('edit')}
                </Button>
              )}
            </div>
            {editing === user.id ? (
              <UserEditor
                user={user}
                counsellors={users.data.filter((u) => u.role === 'counsellor')}
                busy={update.isPending}
                onCancel={() => setEditing(null)}
                onSave={(changes) =>
                  update.mutate(
                    { id: user.id, changes },
                    {
                      onSuccess: () => {
                        setEditing(null);
                        setSaved(true);
                      },
                    },
                  )
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
