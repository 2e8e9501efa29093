import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, updatedAt } from './columns.ts';
import {
  educationEnum,
  highestDegreeEnum,
  livingSituationEnum,
  mpuTypeEnum,
  pageKeyEnum,
  relationshipStatusEnum,
  roleEnum,
} from './enums.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull().default('user'),
    mpuReason: mpuTypeEnum('mpu_reason'),
    mpuReasons: mpuTypeEnum('mpu_reasons').array().notNull().default(sql`'{}'::mpu_type[]`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Explicit consent (GDPR Art. 9(2)(a)) to the privacy notice of version consent_version. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    /** The learner's counsellor (issue 30): set by an admin or the CRM; null without one. */
    counsellorId: uuid('counsellor_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_email_lower_idx').on(sql`lower(${t.email})`),
    index('profiles_created_at_idx').on(t.createdAt.desc()),
    index('profiles_counsellor_idx').on(t.counsellorId),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    page: pageKeyEnum('page').notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.page] })],
);

export const userDetails = pgTable('user_details', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull().default(''),
  birthDate: date('birth_date').notNull().default(sql`current_date`),
  updatedAt: updatedAt(),
});

export const userOnboarding = pgTable(
  'user_onboarding',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    city: text('city').notNull().default(''),
    livingSituation: livingSituationEnum('living_situation'),
    occupation: text('occupation').notNull().default(''),
    education: educationEnum('education'),
    highestDegree: highestDegreeEnum('highest_degree'),
    relationshipStatus: relationshipStatusEnum('relationship_status'),
    childrenCount: integer('children_count').notNull().default(0),
    hasSiblings: boolean('has_siblings').notNull().default(false),
    siblingsInfo: text('siblings_info').notNull().default(''),
    parentsInfo: text('parents_info').notNull().default(''),
    hobbies: text('hobbies').array().notNull().default(emptyTextArray),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_onboarding_children_count_check', sql`${t.childrenCount} >= 0`)],
);

/** Health data (GDPR Art. 9): only the user and the export/deletion paths touch it. */
export const userMedical = pgTable('user_medical', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  knownDoctors: text('known_doctors').array().notNull().default(emptyTextArray),
  knownPsychologists: text('known_psychologists').array().notNull().default(emptyTextArray),
  diagnoses: text('diagnoses').array().notNull().default(emptyTextArray),
  medications: text('medications').array().notNull().default(emptyTextArray),
  updatedAt: updatedAt(),
});
