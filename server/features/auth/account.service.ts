import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { renderMail } from '../../integrations/mail/templates.ts';
import { assertNotBreached } from '../../kernel/breached-passwords.ts';
import { dummyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from '../../kernel/crypto.ts';
import { AppError } from '../../kernel/errors.ts';
import * as repo from './auth.repo.ts';
import { type AuthDeps, TOKEN_HOURS } from './auth.service.ts';

const HOUR = 3_600_000;

/**
 * The signed-in user's own account (settings): e-mail change confirmed through the new address,
 * password change, deletion. Each needs the current password.
 */
export function createAccountService(
  deps: Omit<AuthDeps, 'env'> & {
    env: Pick<AuthDeps['env'], 'appUrl'>;
    /** Erases the account and everything about it (server/features/privacy). */
    erase: (userId: string) => Promise<void>;
  },
) {
  const { db, env, mailer, clock, log, erase } = deps;

  async function checkPassword(hash: string | null, password: string) {
    const ok = await verifyPassword(password, hash ?? (await dummyPasswordHash()));
    if (!hash || !ok) throw new AppError('wrong_password', 403);
  }

  async function changeEmailToken(tx: Db, userId: string, newEmail: string) {
    const token = randomToken();
    const expiresAt = new Date(clock.now().getTime() + TOKEN_HOURS.change_email * HOUR);
    await repo.insertToken(tx, {
      tokenHash: sha256(token),
      userId,
      purpose: 'change_email',
      expiresAt,
      newEmail,
    });
    return token;
  }

  return {
    /**
     * Settings → change e-mail (SPEC §5): only when changed; proven with the current password; the
     * new address gets a link (change_email token) and the change happens when it is opened.
     */
    async requestEmailChange(
      userId: string,
      input: { email: string; currentPassword: string; language: Language },
    ) {
      const account = await repo.findAccountById(db, userId);
      if (!account) throw new AppError('unauthorized', 401);
      await checkPassword(account.passwordHash, input.currentPassword);
      if (account.email.toLowerCase() === input.email.toLowerCase()) throw new AppError('validation', 400);
      const other = await repo.findAccountByEmail(db, input.email);
      if (other) throw new AppError('email_taken', 409);
      await db.transaction(async (tx) => {
        const token = await changeEmailToken(tx, userId, input.email);
        await mailer.enqueue(
          renderMail(input.language, 'changeEmail', input.email, {
            link: `${env.appUrl}/auth/callback?token=${encodeURIComponent(token)}`,
            hours: TOKEN_HOURS.change_email,
          }),
          tx,
        );
      });
      mailer.flush().catch((error) => log.error({ err: String(error) }, 'mail flush failed'));
      return { pendingEmail: input.email };
    },

    /** Settings → new password: proven with the current one; every other session and open reset link ends. */
    async changePassword(userId: string, currentPassword: string, password: string, keepToken?: string) {
      const account = await repo.findAccountById(db, userId);
      if (!account) throw new AppError('unauthorized', 401);
      await checkPassword(account.passwordHash, currentPassword);
      assertNotBreached(password);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, userId, passwordHash);
        await repo.deleteUserSessions(tx, userId, keepToken ? sha256(keepToken) : undefined);
        await repo.voidOpenTokens(tx, userId, 'reset_password');
      });
    },

    /** 'Meine Daten herunterladen' (issue 26): a session alone does not take the whole record away. */
    async confirmPassword(userId: string, currentPassword: string) {
      const account = await repo.findAccountById(db, userId);
      if (!account) throw new AppError('unauthorized', 401);
      await checkPassword(account.passwordHash, currentPassword);
    },

    /** 'Konto löschen': proven with the password; the last administrator cannot delete themselves. */
    async deleteAccount(userId: string, currentPassword: string) {
      const account = await repo.findAccountById(db, userId);
      if (!account) throw new AppError('unauthorized', 401);
      await checkPassword(account.passwordHash, currentPassword);
      // Every table of the personal-data registry, mails and rate-limit rows; refuses the last admin.
      await erase(userId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
