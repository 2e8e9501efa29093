import { isCrmManaged } from '../../../common/domain/api-keys.ts';
import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import { allowedPages, type PageKey } from '../../../common/domain/pages.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AdminUserUpdate, CounsellorInvite } from '../../../common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import type { profiles } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as links from './links.repo.ts';

type Input = {
  email: string;
  reasons?: MpuType[];
  pages?: Partial<Record<PageKey, boolean>>;
  /** The counsellor's e-mail address, null for none, absent to leave it. */
  counsellor?: string | null;
  language: Language;
};

type Learner = typeof profiles.$inferSelect & { permissions: Partial<Record<PageKey, boolean>> };

/**
 * What the CRM needs of auth and users: features import no other feature, so this says it, and
 * server/app.ts passes their services (the compiler checks they fit).
 */
type Deps = {
  db: Db;
  auth: {
    invite(input: {
      email: string;
      reasons: MpuType[];
      language: Language;
      created?: (tx: Db, userId: string) => Promise<unknown>;
    }): Promise<{ created: boolean }>;
  };
  users: {
    findByEmail(email: string): Promise<Learner | undefined>;
    applyAccess(
      id: string,
      access: {
        mpuReasons?: AdminUserUpdate['mpuReasons'];
        permissions?: AdminUserUpdate['permissions'];
        counsellorId?: string | null;
      },
    ): Promise<void>;
    inviteCounsellor(input: CounsellorInvite): Promise<{ id: string; created: boolean }>;
  };
};

/** A key may change or read only learners it invited or that agreed to the link (issue 26). */
const notLinked = () =>
  new AppError(
    'forbidden',
    403,
    'learner not linked to this key',
    'Diese Person hat ihr Konto nicht über diesen Schlüssel erhalten und der Verknüpfung noch nicht zugestimmt. Sie sieht die Anfrage in ihren Einstellungen und kann dort zustimmen.',
  );

/**
 * What the CRM may do: give a learner access (inviting new ones by mail) and read access state;
 * invite counsellors and assign them (issue 30).
 */
export function createIntegrationService(deps: Deps) {
  const { db, auth, users } = deps;

  async function counsellorIdOf(email: string | null | undefined): Promise<string | null | undefined> {
    if (email === undefined || email === null) return email;
    const counsellor = await users.findByEmail(email);
    if (counsellor?.role !== 'counsellor') throw unknownCounsellor();
    return counsellor.id;
  }

  return {
    inviteCounsellor: users.inviteCounsellor,

    /** `keyId`: the calling key; `target` is told the learner's id for the audit log. */
    async upsertLearner(input: Input, keyId: string, target?: (id: string) => void) {
      // Checked before a new learner is invited: a wrong address changes nothing.
      const counsellorId = await counsellorIdOf(input.counsellor);
      let existing = await users.findByEmail(input.email);
      let created = false;
      if (!existing) {
        // Two concurrent calls for one address: one creates, the other gets `created: false`.
        ({ created } = await auth.invite({
          email: input.email,
          reasons: input.reasons ?? [],
          language: input.language,
          created: (tx, userId) => links.insertInvited(tx, userId, keyId),
        }));
        existing = await users.findByEmail(input.email);
      } else if (!isCrmManaged(existing)) {
        // The CRM manages learners only; administrators and counsellors are no learners.
        throw new AppError('conflict', 409);
      }
      if (!existing) throw notFound();
      target?.(existing.id);
      if (!created && !(await links.isLinked(db, existing.id, keyId))) {
        // The learner sees the request in settings and may agree; nothing is changed now.
        await links.request(db, existing.id, keyId);
        throw notLinked();
      }
      if (input.pages || (!created && input.reasons) || counsellorId !== undefined) {
        await users.applyAccess(existing.id, {
          mpuReasons: created ? undefined : input.reasons,
          permissions: input.pages,
          counsellorId,
        });
      }
      return { id: existing.id, created };
    },

    async learnerState(email: string, keyId: string, target?: (id: string) => void) {
      const user = await users.findByEmail(email);
      if (!user || !isCrmManaged(user)) throw notFound();
      target?.(user.id);
      if (!(await links.isLinked(db, user.id, keyId))) {
        await links.request(db, user.id, keyId);
        throw notLinked();
      }
      const rows = Object.entries(user.permissions).map(([page, allowed]) => ({
        page: page as PageKey,
        allowed: allowed as boolean,
      }));
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        reasons: effectiveReasons(user),
        pages: allowedPages(user.role, rows),
        createdAt: user.createdAt.toISOString(),
      };
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;

const unknownCounsellor = () =>
  new AppError(
    'conflict',
    409,
    'no counsellor with this address',
    'Zu dieser Adresse gibt es keine Beraterin und keinen Berater. Laden Sie sie zuerst mit PUT /counsellors ein.',
  );
