import { z } from 'zod';
import { MPU_TYPES } from '../domain/mpu.ts';
import { PAGE_KEYS, ROLES } from '../domain/pages.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { emailField } from './auth.ts';

// An object of the page keys, not a record: its keys are fixed in the OpenAPI document too (the
// input-bounds test), and unknown keys are refused as before.
export const permissionsShape = z
  .object(
    Object.fromEntries(PAGE_KEYS.map((page) => [page, z.boolean().optional()])) as {
      [K in (typeof PAGE_KEYS)[number]]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mpuReason: z.enum(MPU_TYPES).nullable(),
  mpuReasons: z.array(z.enum(MPU_TYPES)),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Explicit permission rows only; a missing page means allowed (SPEC §6). */
  permissions: permissionsShape,
  /** A learner's counsellor (issue 30), null without one. */
  counsellorId: z.string().nullable(),
  /** A counsellor's name (the learners' names stay out of the list). */
  name: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({ users: z.array(adminUser) });

/** Everything an admin sets on a user (the editor's form); an update sends any of it. */
export const adminUserChanges = z.object({
  role: z.enum(ROLES),
  mpuReasons: z.array(z.enum(MPU_TYPES)).max(MPU_TYPES.length),
  permissions: permissionsShape,
  /** The learner's counsellor, or null for none. */
  counsellorId: z.uuid().nullable(),
});

export const adminUserUpdate = adminUserChanges
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'empty' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** Every page key with its value: what self-registered learners get (admin setting, issue 28). */
export const registrationDefaults = z.object({
  permissions: z
    .object(
      Object.fromEntries(PAGE_KEYS.map((page) => [page, z.boolean()])) as {
        [K in (typeof PAGE_KEYS)[number]]: z.ZodBoolean;
      },
    )
    .strict(),
});
export type RegistrationDefaults = z.infer<typeof registrationDefaults>;

/** A person's full name as a counsellor gives it (the CRM, the admin's dialog). */
export const personName = z.string().trim().min(1).max(120);

/** An admin invites a counsellor (issue 30): an account with an invitation mail in their language. */
export const counsellorInvite = z.object({
  email: emailField,
  name: personName,
  language: z.enum(LANGUAGES).default('de'),
});
export type CounsellorInvite = z.input<typeof counsellorInvite>;
