import type { MpuType } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fallbackDefaults, readRegistrationDefaults } from '../../db/registration-defaults.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderMail } from '../../integrations/mail/templates.ts';
import { assertNotBreached } from '../../kernel/breached-passwords.ts';
import type { Clock } from '../../kernel/clock.ts';
import { dummyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from '../../kernel/crypto.ts';
import { describeSignIn } from '../../kernel/device.ts';
import { AppError } from '../../kernel/errors.ts';
import * as repo from './auth.repo.ts';
import { type Invitation, inviteAccount } from './invite.ts';
import { pastMaxAge, renewedEnd, sessionEnd } from './session-lifetime.ts';

export type AuthDeps = {
  db: Db;
  env: Pick<Env, 'appUrl' | 'sessionIdleDays' | 'sessionMaxDays' | 'signupsEnabled' | 'registrationPages'>;
  mailer: Mailer;
  clock: Clock;
  log: { error: (obj: object, msg?: string) => void };
};

const HOUR = 3_600_000;
export const TOKEN_HOURS = { verify_email: 48, reset_password: 1, change_email: 24 } as const;

export type RegisterInput = {
  email: string;
  password: string;
  reason: MpuType;
  firstName?: string;
  lastName?: string;
  language: Language;
  consent: boolean;
};

export function createAuthService(deps: AuthDeps) {
  const { db, env, mailer, clock, log } = deps;

  const findSession = repo.createSessionFinder(db);

  const link = (path: string, token: string) => `${env.appUrl}${path}?token=${encodeURIComponent(token)}`;

  async function issueToken(
    tx: Db,
    userId: string,
    purpose: repo.TokenPurpose,
    newEmail?: string,
    hours?: number,
  ) {
    const token = randomToken();
    const expiresAt = new Date(clock.now().getTime() + (hours ?? TOKEN_HOURS[purpose]) * HOUR);
    await repo.insertToken(tx, { tokenHash: sha256(token), userId, purpose, expiresAt, newEmail });
    return token;
  }

  /** What is stored of a sign-in address: a hash, salted with the user id. */
  const addressOf = (userId: string, ip: string) => sha256(`${userId}\n${ip}`);

  function sendSoon() {
    mailer.flush().catch((error) => log.error({ err: String(error) }, 'mail flush failed'));
  }

  async function createSession(userId: string, ip: string, userAgent?: string) {
    const token = randomToken();
    const now = clock.now();
    const expiresAt = sessionEnd(env, now, now);
    await repo.insertSession(db, sha256(token), userId, expiresAt, now, describeSignIn(ip, userAgent));
    return { token, expiresAt };
  }

  return {
    /** Creates the account and its rows in one transaction, then mails the confirmation link. */
    async register(input: RegisterInput): Promise<void> {
      if (!env.signupsEnabled) throw new AppError('signups_disabled', 403);
      if (!input.consent) throw new AppError('consent_required', 400);
      if (await repo.findAccountByEmail(db, input.email)) throw new AppError('email_taken', 409);
      assertNotBreached(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          const userId = await repo.insertAccount(tx, {
            email: input.email,
            passwordHash,
            reasons: [input.reason],
            role: 'user',
            verified: false,
            firstName: input.firstName,
            lastName: input.lastName,
            consentVersion: PRIVACY_NOTICE_VERSION,
            permissions: await readRegistrationDefaults(tx, fallbackDefaults(env.registrationPages)),
          });
          const token = await issueToken(tx, userId, 'verify_email');
          // Neither the MPU reason nor typed names go into the mail (issue 13): a stranger may have typed them.
          await mailer.enqueue(
            renderMail(input.language, 'registration', input.email, {
              link: link('/auth/callback', token),
              hours: TOKEN_HOURS.verify_email,
            }),
            tx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken', 409);
        log.error({ err: String(error) }, 'registration failed');
        throw new AppError('profile_create_failed', 500);
      }
      sendSoon();
    },

    /** Signs in with a password from `ip`, which becomes the account's last sign-in address. */
    async login(email: string, password: string, ip: string, userAgent?: string) {
      const account = await repo.findAccountByEmail(db, email);
      const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
      if (!account?.passwordHash || !ok) throw new AppError('invalid_credentials', 401);
      if (!account.emailVerifiedAt) throw new AppError('email_not_confirmed', 403);
      const address = addressOf(account.id, ip);
      if (account.lastSignInAddress !== address) await repo.setLastSignInAddress(db, account.id, address);
      return createSession(account.id, ip, userAgent);
    },

    /** `ip` is the address the account last signed in from with its password. */
    async isLastSignInAddress(email: string, ip: string): Promise<boolean> {
      const account = await repo.findAccountByEmail(db, email);
      return Boolean(account?.lastSignInAddress && account.lastSignInAddress === addressOf(account.id, ip));
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(db, sha256(token));
    },

    /** One query; ends a session past its absolute age, moves the idle end (session-lifetime.ts). */
    async authenticate(token: string, page?: PageKey) {
      const id = sha256(token);
      const found = await findSession(id, page);
      if (!found) return undefined;
      const { sessionCreatedAt, ...user } = found;
      if (pastMaxAge(env, sessionCreatedAt, clock.now())) {
        await repo.deleteSession(db, id);
        return undefined;
      }
      const expiresAt = renewedEnd(env, sessionCreatedAt, user.sessionExpiresAt, clock.now());
      if (expiresAt) await repo.extendSession(db, id, expiresAt);
      return { ...user, sessionExpiresAt: expiresAt ?? user.sessionExpiresAt, renewed: expiresAt !== null };
    },

    async verifyEmail(token: string) {
      const used = await repo.consumeToken(db, sha256(token), ['verify_email', 'change_email']);
      if (!used) throw new AppError('token_invalid', 400);
      if (used.purpose === 'change_email' && used.newEmail) {
        try {
          await repo.setEmail(db, used.userId, used.newEmail);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('email_taken', 409);
          throw error;
        }
      }
      await repo.markVerified(db, used.userId);
      return { purpose: used.purpose as 'verify_email' | 'change_email' };
    },

    /** Always succeeds, so nobody can probe which addresses have accounts. */
    async resendVerification(email: string, language: Language): Promise<void> {
      const account = await repo.findAccountByEmail(db, email);
      if (!account || account.emailVerifiedAt) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, account.id, 'verify_email');
        await mailer.enqueue(
          renderMail(language, 'verify', email, {
            link: link('/auth/callback', token),
            hours: TOKEN_HOURS.verify_email,
          }),
          tx,
        );
      });
      sendSoon();
    },

    /**
     * Mails a reset link: asked for ('reset'), or to tell the owner that sign-ins from new addresses
     * are paused after many wrong passwords ('guessing'). Nothing for an address without an account.
     */
    async forgotPassword(email: string, language: Language, mail: 'reset' | 'guessing' = 'reset') {
      const account = await repo.findAccountByEmail(db, email);
      if (!account) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, account.id, 'reset_password');
        await mailer.enqueue(
          renderMail(language, mail, email, {
            link: link('/reset-password', token),
            hours: TOKEN_HOURS.reset_password,
          }),
          tx,
        );
      });
      sendSoon();
    },

    /** Sets the password, confirms the address, ends every session; returns the address (guessing). */
    async resetPassword(token: string, password: string): Promise<{ email: string }> {
      assertNotBreached(password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const used = await repo.consumeToken(tx, sha256(token), ['reset_password']);
        if (!used) throw new AppError('token_invalid', 400);
        await repo.setPassword(tx, used.userId, passwordHash);
        await repo.markVerified(tx, used.userId);
        await repo.deleteUserSessions(tx, used.userId);
        const account = await repo.findAccountById(tx, used.userId);
        return { email: account!.email };
      });
    },

    /** A learner or counsellor account for someone else, with an invitation mail (invite.ts). */
    invite: (input: Invitation) => inviteAccount({ db, mailer, issueToken, link, sendSoon }, input),

    /**
     * Makes sure an account exists, confirmed, with the given role and every page unlocked.
     * The password is set when the account is created or has none, or always with `resetPassword`.
     */
    async ensureAccount(input: {
      email: string;
      password: string;
      role: 'user' | 'admin';
      reason?: MpuType;
      resetPassword?: boolean;
    }): Promise<{ created: boolean }> {
      const existing = await repo.findAccountByEmail(db, input.email);
      // A disabled account (no password, e.g. a demo account on a server) gets its password back.
      const passwordHash =
        !existing?.passwordHash || input.resetPassword ? await hashPassword(input.password) : undefined;
      if (existing) {
        await db.transaction(async (tx) => {
          await repo.setRole(tx, existing.id, input.role);
          await repo.markVerified(tx, existing.id);
          if (passwordHash) await repo.setPassword(tx, existing.id, passwordHash);
        });
        return { created: false };
      }
      await db.transaction((tx) =>
        repo.insertAccount(tx, {
          email: input.email,
          passwordHash: passwordHash!,
          reasons: input.reason ? [input.reason] : [],
          role: input.role,
          verified: true,
          allPages: true,
          // Operator-made accounts (administrator, demo accounts) are not asked at first sign-in.
          consentVersion: PRIVACY_NOTICE_VERSION,
        }),
      );
      return { created: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
