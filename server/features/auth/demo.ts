import { readState, writeState } from '../../db/app-state.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../kernel/errors.ts';
import * as repo from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';

/** Demo accounts (README): confirmed, every page unlocked. Only for a local trial or DEMO_ACCOUNTS=true. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', password: 'demo-admin', role: 'admin' },
  { email: 'lernende@example.org', password: 'demo-lernende', role: 'user', reason: 'alcohol' },
] as const;

const DELETED = 'demo_accounts_deleted';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Creates the demo accounts when `enabled` (never after an admin deleted them), otherwise takes away
 * the password and sessions of any that exist. Logs which it did; never a password.
 */
export async function applyDemoAccounts(deps: {
  db: Db;
  auth: AuthService;
  enabled: boolean;
  /** Embedded database, loopback HOST, http://localhost APP_URL (env.localTrial). */
  localTrial: boolean;
  log: Log;
}): Promise<void> {
  const { db, auth, enabled, localTrial, log } = deps;
  if (!enabled) {
    const disabled = await repo.disableAccounts(
      db,
      DEMO_ACCOUNTS.map((a) => a.email),
    );
    const why = localTrial
      ? 'DEMO_ACCOUNTS=false'
      : 'this is not a local trial (embedded database, HOST on loopback, APP_URL http://localhost)';
    const existing = disabled > 0 ? ` ${disabled} existing demo account(s) can no longer sign in.` : '';
    log.info(`Demo accounts off: ${why}.${existing}`);
    return;
  }
  if ((await readState(db, DELETED)) === 'true') {
    log.info('Demo accounts: deleted by an administrator, not created again.');
    return;
  }
  if (!localTrial) {
    log.warn(
      '!!! DEMO_ACCOUNTS=true on a server that is not a local trial: anyone can sign in as admin@example.org ' +
        'with the password from the README. Remove DEMO_ACCOUNTS before real people use this server. !!!',
    );
  }
  for (const account of DEMO_ACCOUNTS) await auth.ensureAccount(account);
  log.info(`Demo accounts ready: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (passwords in the README).`);
}

/** DELETE /api/admin/demo-accounts: removes both for good; refused if no other administrator is left. */
export async function deleteDemoAccounts(db: Db): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const admins = await repo.countAdmins(tx);
    const demoAdmins = await repo.countAdmins(tx, emails);
    if (demoAdmins > 0 && admins - demoAdmins < 1) throw new AppError('last_admin', 409);
    const deleted = await repo.deleteProfilesByEmail(tx, emails);
    await writeState(tx, DELETED, 'true');
    return { deleted };
  });
}
