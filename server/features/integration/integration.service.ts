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

/**
 * A key may change or read only learners it invited or that agreed to the link (issue 26). The
 * 403's sentence says where the learner stands: asked and not answered, declined, or never asked
 * (a read asks nothing: only a write leaves a request).
 */
const notLinked = (state: 'open' | 'declined' | 'none') =>
  new AppError(
    'forbidden',
    403,
    `learner not linked to this key (${state})`,
    state === 'declined'
      ? 'Diese Person hat die Verknüpfung mit diesem Schlüssel in ihren Einstellungen abgelehnt. Sie wird nicht erneut gefragt; zustimmen kann sie dort jederzeit selbst.'
      : state === 'open'
        ? 'Diese Person hat ihr Konto nicht über diesen Schlüssel erhalten und der Verknüpfung noch nicht zugestimmt. Sie sieht die Anfrage in ihren Einstellungen und kann dort zustimmen.'
        : 'Diese Person hat ihr Konto nicht über diesen Schlüssel erhalten und ist nicht mit ihm verknüpft. Eine Anfrage, die sie in ihren Einstellungen sieht, stellen Sie mit POST /learners/link-request.',
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
      const state = created ? 'linked' : await links.linkState(db, existing.id, keyId);
      if (state !== 'linked') {
        // The learner sees the request in settings and may agree; nothing is changed now. A declined
        // request stays declined.
        if (state === 'none') await links.request(db, existing.id, keyId);
        throw notLinked(state === 'none' ? 'open' : state);
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

    /**
     * The key asks an existing learner to link it (a write, so a read never asks): one request per
     * key and learner; a declined one stays declined.
     */
    async requestLink(email: string, keyId: string, target?: (id: string) => void) {
      const user = await users.findByEmail(email);
      if (!user || !isCrmManaged(user)) throw notFound();
      target?.(user.id);
      const state = await links.linkState(db, user.id, keyId);
      if (state !== 'none') return { state };
      await links.request(db, user.id, keyId);
      return { state: (await links.linkState(db, user.id, keyId)) as Exclude<typeof state, 'none'> };
    },

    async learnerState(email: string, keyId: string, target?: (id: string) => void) {
      const user = await users.findByEmail(email);
      if (!user || !isCrmManaged(user)) throw notFound();
      target?.(user.id);
      // A read leaves no request (a GET changes nothing): the learner is asked by a write only.
      const state = await links.linkState(db, user.id, keyId);
      if (state !== 'linked') throw notLinked(state);
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
