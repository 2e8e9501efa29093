import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import { allowedPages, type PageKey } from '../../../common/domain/pages.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AdminUserUpdate, CounsellorInvite } from '../../../common/schemas/users.ts';
import type { profiles } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../kernel/errors.ts';

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
  auth: {
    invite(input: { email: string; reasons: MpuType[]; language: Language }): Promise<{ created: boolean }>;
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

/**
 * What the CRM may do: give a learner access (inviting new ones by mail) and read access state;
 * invite counsellors and assign them (issue 30).
 */
export function createIntegrationService(deps: Deps) {
  const { auth, users } = deps;

  async function counsellorIdOf(email: string | null | undefined): Promise<string | null | undefined> {
    if (email === undefined || email === null) return email;
    const counsellor = await users.findByEmail(email);
    if (counsellor?.role !== 'counsellor') throw unknownCounsellor();
    return counsellor.id;
  }

  return {
    inviteCounsellor: users.inviteCounsellor,

    async upsertLearner(input: Input) {
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
        }));
        existing = await users.findByEmail(input.email);
      } else if (existing.role !== 'user') {
        // The CRM manages learners only; administrators and counsellors are no learners.
        throw new AppError('conflict', 409);
      }
      if (!existing) throw notFound();
      if (input.pages || (!created && input.reasons) || counsellorId !== undefined) {
        await users.applyAccess(existing.id, {
          mpuReasons: created ? undefined : input.reasons,
          permissions: input.pages,
          counsellorId,
        });
      }
      return { id: existing.id, created };
    },

    async learnerState(email: string) {
      const user = await users.findByEmail(email);
      if (user?.role !== 'user') throw notFound();
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
