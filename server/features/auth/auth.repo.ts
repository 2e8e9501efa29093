import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { DEFAULT_PERMISSIONS, PAGE_KEYS, type PageKey, type Role } from '../../../common/domain/pages.ts';
import { createBatcher } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { reasonColumns } from '../../db/mpu-reasons.ts';
import { authTokens, credentials, sessions } from '../../db/schema/auth.ts';
import {
  profiles,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
} from '../../db/schema/users.ts';
import type { SessionUser } from '../../kernel/session-user.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export function findAccountByEmail(db: Db, email: string) {
  return db
    .select({
      id: profiles.id,
      role: profiles.role,
      emailVerifiedAt: profiles.emailVerifiedAt,
      passwordHash: credentials.passwordHash,
      lastSignInAddress: credentials.lastSignInAddress,
    })
    .from(profiles)
    .leftJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
    .then((rows) => rows[0]);
}

export type NewAccount = {
  email: string;
  passwordHash: string;
  /** Stored through the one reasons writer (normalised, server/db/mpu-reasons.ts). */
  reasons: readonly MpuType[];
  role: Role;
  verified: boolean;
  firstName?: string;
  lastName?: string;
  /** Every page unlocked (demo learner, admin) instead of the registration defaults. */
  allPages?: boolean;
  /** The page permissions instead of SPEC's defaults (self-registration: the operator's setting). */
  permissions?: Readonly<Record<PageKey, boolean>>;
  /** The privacy-notice version the person agreed to (registration checkbox; demo accounts). */
  consentVersion?: string;
};

/** Profile, credentials, permissions, details, onboarding and medical rows; call inside a transaction. */
export async function insertAccount(tx: Db, account: NewAccount): Promise<string> {
  const [profile] = await tx
    .insert(profiles)
    .values({
      email: account.email,
      role: account.role,
      ...reasonColumns(account.reasons),
      emailVerifiedAt: account.verified ? sql`now()` : null,
      consentAt: account.consentVersion ? sql`now()` : null,
      consentVersion: account.consentVersion ?? null,
    })
    .returning({ id: profiles.id });
  const userId = profile!.id;
  await tx.insert(credentials).values({ userId, passwordHash: account.passwordHash });
  await tx.insert(userPermissions).values(
    PAGE_KEYS.map((page) => ({
      userId,
      page,
      allowed: account.allPages ? true : (account.permissions ?? DEFAULT_PERMISSIONS)[page],
    })),
  );
  await tx
    .insert(userDetails)
    .values({ userId, firstName: account.firstName ?? '', lastName: account.lastName ?? '' });
  await tx.insert(userOnboarding).values({ userId });
  await tx.insert(userMedical).values({ userId });
  return userId;
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .insert(credentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: sql`now()` } });
}

export async function setLastSignInAddress(db: Db, userId: string, address: string): Promise<void> {
  await db.update(credentials).set({ lastSignInAddress: address }).where(eq(credentials.userId, userId));
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ emailVerifiedAt: sql`coalesce(${profiles.emailVerifiedAt}, now())` })
    .where(eq(profiles.id, userId));
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.update(profiles).set({ role, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
}

/** `createdAt` from the app's clock: the absolute session age counts from it. */
export async function insertSession(
  db: Db,
  id: string,
  userId: string,
  expiresAt: Date,
  createdAt: Date,
  about: { device: string | null; network: string | null } = { device: null, network: null },
): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt, createdAt, ...about });
}

/**
 * The whole session check in one indexed query: the session, its user and, when a page key is
 * given, that page's permission row. Every request needs it, so the lookups of concurrent
 * requests (per page key) share one prepared query (`id = any($ids)`); nothing is cached, each
 * request still reads the current row.
 */
export function createSessionFinder(db: Db) {
  const byPage = new Map<string, (id: string) => Promise<SessionRow | undefined>>();
  return (id: string, page?: PageKey): Promise<SessionRow | undefined> => {
    let find = byPage.get(page ?? '');
    if (!find) {
      const query = prepareFindSessions(db, page);
      find = createBatcher(async (ids: string[]) => {
        const rows = (await query.execute({ ids: [...new Set(ids)] })) as (SessionRow & {
          sessionId: string;
        })[];
        const found = new Map(rows.map(({ sessionId, ...row }) => [sessionId, row]));
        return ids.map((one) => found.get(one));
      });
      byPage.set(page ?? '', find);
    }
    return find(id);
  };
}

export type SessionRow = Omit<SessionUser, 'sessionExpiresAt'> & {
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
  pageAllowed: boolean | null;
};

function prepareFindSessions(db: Db, page?: PageKey) {
  const base = db
    .select({
      sessionId: sessions.id,
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      mpuReason: profiles.mpuReason,
      mpuReasons: profiles.mpuReasons,
      consentVersion: profiles.consentVersion,
      sessionExpiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
      pageAllowed: page ? userPermissions.allowed : sql<boolean | null>`null`,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId));
  const joined = page
    ? base.leftJoin(
        userPermissions,
        and(eq(userPermissions.userId, profiles.id), eq(userPermissions.page, page)),
      )
    : base;
  return joined
    .where(
      and(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`, gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare(`find_sessions_${(page ?? 'none').replaceAll('-', '_')}`);
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, except the one with id `keep` when given. */
export async function deleteUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

export function findAccountById(db: Db, userId: string) {
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      passwordHash: credentials.passwordHash,
    })
    .from(profiles)
    .leftJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .then((rows) => rows[0]);
}

/** Administrators, or those among `emails`. */
export async function countAdmins(db: Db, emails?: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'admin'),
        emails
          ? inArray(
              sql`lower(${profiles.email})`,
              emails.map((e) => e.toLowerCase()),
            )
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Takes away password and sessions (the account stays, it just cannot sign in); returns how many had one. */
export async function disableAccounts(db: Db, emails: readonly string[]): Promise<number> {
  const ids = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      inArray(
        sql`lower(${profiles.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  await db.delete(sessions).where(inArray(sessions.userId, ids));
  const removed = await db
    .delete(credentials)
    .where(inArray(credentials.userId, ids))
    .returning({ id: credentials.userId });
  return removed.length;
}

export async function deleteProfilesByEmail(db: Db, emails: readonly string[]): Promise<number> {
  const removed = await db
    .delete(profiles)
    .where(
      inArray(
        sql`lower(${profiles.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .returning({ id: profiles.id });
  return removed.length;
}

/** Deletes the account; every row that references it cascades (server/db/schema). */
export async function deleteProfile(db: Db, userId: string): Promise<void> {
  await db.delete(profiles).where(eq(profiles.id, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function insertToken(
  db: Db,
  token: { tokenHash: string; userId: string; purpose: TokenPurpose; expiresAt: Date; newEmail?: string },
): Promise<void> {
  // A newer link of the same kind makes the older ones useless (issue 13).
  await voidOpenTokens(db, token.userId, token.purpose);
  await db.insert(authTokens).values(token);
}

/** Marks the user's unused links of this kind as used (a newer link, or a new password). */
export async function voidOpenTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Uses a one-time token: valid once, before it expires. */
export async function consumeToken(db: Db, tokenHash: string, purposes: readonly TokenPurpose[]) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose, newEmail: authTokens.newEmail });
  return rows[0];
}

export async function setEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(profiles).set({ email, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
}
