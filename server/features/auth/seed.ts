import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { AuthService } from './auth.service.ts';
import { applyDemoAccounts } from './demo.ts';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** At every start (run.ts, under the startup lock) and `npm run db:seed`: demo accounts per env, then ADMIN_EMAIL. */
export async function seed(deps: { db: Db; auth: AuthService; env: Env; log: Log }): Promise<void> {
  const { db, auth, env, log } = deps;
  await applyDemoAccounts({
    db,
    auth,
    enabled: env.demoAccounts,
    localTrial: env.localTrial,
    log,
  });
  if (env.adminEmail && env.adminPassword) {
    const { created } = await auth.ensureAccount({
      email: env.adminEmail,
      password: env.adminPassword,
      role: 'admin',
    });
    log.info(`Administrator ${env.adminEmail} ${created ? 'created' : 'confirmed'} (ADMIN_EMAIL).`);
  }
}
