import type { DetailsBody, Onboarding, Settings } from '../../../common/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import * as repo from './settings.repo.ts';

export function createSettingsService(deps: {
  db: Db;
  clock: { now: () => Date };
  /** Everything stored about the user (server/features/privacy, from the personal-data registry). */
  exportData: (userId: string) => Promise<Record<string, unknown[]>>;
}) {
  const { db, clock, exportData } = deps;

  async function get(userId: string): Promise<Settings> {
    await repo.ensureRows(db, userId);
    const row = await repo.load(db, userId);
    if (!row) throw notFound();
    const { details, onboarding } = row;
    return {
      email: row.email,
      consent: row.consentAt ? { at: row.consentAt.toISOString(), version: row.consentVersion ?? '' } : null,
      details: {
        firstName: details.firstName,
        middleName: details.middleName,
        lastName: details.lastName,
        birthDate: details.birthDate,
      },
      onboarding: {
        city: onboarding.city,
        livingSituation: onboarding.livingSituation,
        relationshipStatus: onboarding.relationshipStatus,
        childrenCount: onboarding.childrenCount,
        hasSiblings: onboarding.hasSiblings,
        siblingsInfo: onboarding.siblingsInfo,
        parentsInfo: onboarding.parentsInfo,
        occupation: onboarding.occupation,
        education: onboarding.education,
        highestDegree: onboarding.highestDegree,
        hobbies: onboarding.hobbies,
      },
    };
  }

  return {
    get,

    async updateDetails(userId: string, details: DetailsBody): Promise<Settings> {
      await repo.ensureRows(db, userId);
      await repo.updateDetails(db, userId, { ...details, middleName: details.middleName || null });
      return get(userId);
    },

    /** One section's fields. Without siblings, no siblings info is kept (the field is hidden, SPEC §5). */
    async updateOnboarding(userId: string, patch: Partial<Onboarding>): Promise<Settings> {
      await repo.ensureRows(db, userId);
      const cleaned = patch.hasSiblings === false ? { ...patch, siblingsInfo: '' } : patch;
      await repo.updateOnboarding(db, userId, cleaned);
      return get(userId);
    },

    /** 'Meine Daten herunterladen': everything stored about the user, health data included. */
    async exportData(userId: string) {
      return { exportedAt: clock.now().toISOString(), ...(await exportData(userId)) };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
