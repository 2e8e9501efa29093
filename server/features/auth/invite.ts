import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderMail } from '../../integrations/mail/templates.ts';
import { hashPassword, randomToken } from '../../kernel/crypto.ts';
import { AppError } from '../../kernel/errors.ts';
import * as repo from './auth.repo.ts';

/** An invitation (account made by the CRM or an admin) lets the person choose a password within a week. */
export const INVITE_HOURS = 7 * 24;

export type Invitation = {
  email: string;
  language: Language;
  reasons: MpuType[];
  /** A learner (default) or a counsellor (issue 30), who gets their own invitation text. */
  role?: 'user' | 'counsellor';
  firstName?: string;
  lastName?: string;
  /** Runs in the transaction that makes the account (the CRM links it to its key). */
  created?: (tx: Db, userId: string) => Promise<unknown>;
};

type Deps = {
  db: Db;
  mailer: Mailer;
  issueToken(
    tx: Db,
    userId: string,
    purpose: 'reset_password',
    newEmail: undefined,
    hours: number,
  ): Promise<string>;
  link(path: string, token: string): string;
  sendSoon(): void;
};

/**
 * Creates an account for someone else: unconfirmed, no password yet; the invitation mail carries a
 * link to choose one, which also confirms the address. `created` is false when the address already
 * has an account (also when a concurrent call just made it).
 */
export async function inviteAccount(
  deps: Deps,
  input: Invitation,
): Promise<{ id: string; created: boolean }> {
  const { db, mailer } = deps;
  const role = input.role ?? 'user';
  const userId = await db
    .transaction(async (tx) => {
      const id = await repo.insertAccount(tx, {
        email: input.email,
        passwordHash: await hashPassword(randomToken()),
        reasons: role === 'user' ? input.reasons : [],
        role,
        verified: false,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await input.created?.(tx, id);
      const token = await deps.issueToken(tx, id, 'reset_password', undefined, INVITE_HOURS);
      await mailer.enqueue(
        renderMail(input.language, role === 'counsellor' ? 'inviteCounsellor' : 'invite', input.email, {
          // The page then says "Passwort festlegen", not "new password" (issue 28).
          link: `${deps.link('/reset-password', token)}&invite=1`,
          days: INVITE_HOURS / 24,
        }),
        tx,
      );
      return id;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      return undefined;
    });
  if (!userId) {
    const existing = await repo.findAccountByEmail(db, input.email);
    if (!existing) throw new AppError('conflict', 409);
    return { id: existing.id, created: false };
  }
  deps.sendSoon();
  return { id: userId, created: true };
}
