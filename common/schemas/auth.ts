import { z } from 'zod';
import { isEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/auth-rules.ts';
import { MPU_TYPES, REGISTRATION_REASONS } from '../domain/mpu.ts';
import { PAGE_KEYS, ROLES } from '../domain/pages.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine(isEmail, { message: 'invalid_email' })
  .transform(normalizeEmail);

export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The interface language, so e-mails go out in the language the user reads. */
export const languageField = z.enum(LANGUAGES).default('de');

export const registerBody = z.object({
  language: languageField,
  email: emailField,
  password: passwordField,
  reason: z.enum(REGISTRATION_REASONS),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /** Explicit consent to the privacy notice (GDPR Art. 9(2)(a)); without it the API answers 400. */
  consent: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The language of a warning mail to the owner (too many wrong passwords). */
  language: languageField,
});
export type LoginBody = z.input<typeof loginBody>;

export const emailRequestBody = z.object({ email: emailField, language: languageField });
export const resetPasswordBody = z.object({ token: z.string().min(20).max(200), password: passwordField });
export const verifyEmailBody = z.object({ token: z.string().min(20).max(200) });

export const verifyEmailResponse = z.object({ purpose: z.enum(['verify_email', 'change_email']) });

export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mpuReason: z.enum(MPU_TYPES).nullable(),
  mpuReasons: z.array(z.enum(MPU_TYPES)),
  /** mpu_reasons when non-empty, else [mpu_reason] (SPEC §3). */
  reasons: z.array(z.enum(MPU_TYPES)),
  pages: z.array(z.enum(PAGE_KEYS)),
  createdAt: z.string(),
  /** The operator's text on how to get a locked area unlocked (ACCESS_CONTACT); null: the default text. */
  accessContact: z.string().nullable(),
  /** When the learner agreed to the privacy notice, and to which version (null: not yet). */
  consentAt: z.string().nullable(),
  consentVersion: z.string().nullable(),
});
export type Me = z.infer<typeof meResponse>;

/** The consent gate: agreeing to the privacy notice of this version (PRIVACY_NOTICE_VERSION). */
export const consentBody = z.object({ version: z.string().min(1).max(40) });
