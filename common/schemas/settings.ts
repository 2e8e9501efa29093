import { z } from 'zod';
import { EDUCATIONS, HIGHEST_DEGREES, LIVING_SITUATIONS, RELATIONSHIP_STATUSES } from '../domain/enums.ts';
import { isValidBirthDate, MAX_HOBBIES, normalizeHobbies } from '../domain/settings-rules.ts';
import { emailField, languageField, passwordField } from './auth.ts';

const text = (max: number) => z.string().trim().max(max);

/** user_details (SPEC §3): 'Persönliche Daten'. */
export const detailsBody = z.object({
  firstName: text(100),
  middleName: text(100).nullable(),
  lastName: text(100),
  birthDate: z.string().max(10).refine(isValidBirthDate, { message: 'invalid_date' }),
});
export type DetailsBody = z.infer<typeof detailsBody>;

const onboardingShape = {
  city: text(100),
  livingSituation: z.enum(LIVING_SITUATIONS).nullable(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable(),
  childrenCount: z.number().int().min(0).max(99),
  hasSiblings: z.boolean(),
  siblingsInfo: text(2000),
  parentsInfo: text(2000),
  occupation: text(200),
  education: z.enum(EDUCATIONS).nullable(),
  highestDegree: z.enum(HIGHEST_DEGREES).nullable(),
};

/** user_onboarding (SPEC §3) as stored and sent. */
export const onboardingFields = z.object({ ...onboardingShape, hobbies: z.array(z.string()) });
export type Onboarding = z.infer<typeof onboardingFields>;

/** Each settings section sends the fields it shows; hobbies trimmed, no blanks, no duplicates. */
export const onboardingPatchBody = z
  .object({
    ...onboardingShape,
    hobbies: z
      .array(text(100))
      .max(MAX_HOBBIES)
      .transform((list) => normalizeHobbies(list)),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'empty' });
export type OnboardingPatch = z.input<typeof onboardingPatchBody>;

export const settingsResponse = z.object({
  email: z.string(),
  /** The consent to the privacy notice (issue 13): when, and to which version. */
  consent: z.object({ at: z.string(), version: z.string() }).nullable(),
  details: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    birthDate: z.string(),
  }),
  onboarding: onboardingFields,
});
export type Settings = z.infer<typeof settingsResponse>;

/** The new address gets a confirmation link; the change happens when it is opened. */
export const changeEmailBody = z.object({
  email: emailField,
  currentPassword: z.string().min(1).max(200),
  language: languageField,
});
export const changeEmailResponse = z.object({ pendingEmail: z.string() });

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(200),
  password: passwordField,
});

export const deleteAccountBody = z.object({ currentPassword: z.string().min(1).max(200) });
/** The data export asks for the current password too (issue 26): a stolen cookie is not the record. */
export const exportBody = deleteAccountBody;
