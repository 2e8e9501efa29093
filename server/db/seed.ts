import type { Env } from '../env.ts';
import type { AuthService } from '../features/auth/auth.service.ts';

/** Demo accounts (README): confirmed, every page unlocked. Only with DEMO_ACCOUNTS (embedded default). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', password: 'demo-admin', role: 'admin' },
  { email: 'lernende@example.org', password: 'demo-lernende', role: 'user', reason: 'alcohol' },
] as const;

type Log = { info: (msg: string) => void };

export async function seed(deps: { auth: AuthService; env: Env; log: Log }): Promise<void> {
  const { auth, env, log } = deps;
  if (env.demoAccounts) {
    for (const account of DEMO_ACCOUNTS) {
      const { created } = await auth.ensureAccount(account);
      if (created) log.info(`Demo account created: ${account.email} / ${account.password}`);
    }
  }
  if (env.adminEmail && env.adminPassword) {
    const { created } = await auth.ensureAccount({
      email: env.adminEmail,
      password: env.adminPassword,
      role: 'admin',
    });
    log.info(`Administrator ${env.adminEmail} ${created ? 'created' : 'confirmed'} (ADMIN_EMAIL).`);
  }
}
