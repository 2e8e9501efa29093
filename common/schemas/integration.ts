import { z } from 'zod';
import { MPU_TYPES } from '../domain/mpu.ts';
import { PAGE_KEYS } from '../domain/pages.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { emailField } from './auth.ts';
import { counsellorInvite, permissionsShape } from './users.ts';

/**
 * The CRM integration API (/api/integration/v1, `Authorization: Bearer pd_…`). Deliberately small
 * and data-minimal: it provisions learner access and reads access state; MPU reasons (health data)
 * only with the scope `reasons:read` (decision 018).
 */
export const learnerUpsert = z
  .object({
    email: emailField,
    reasons: z.array(z.enum(MPU_TYPES)).max(MPU_TYPES.length).optional(),
    /** Pages to allow (true) or deny (false); others stay as they are (new accounts: registration defaults). */
    pages: permissionsShape.optional(),
    /** The learner's counsellor by e-mail address (invited first with PUT /counsellors), or null for none. */
    counsellor: emailField.nullable().optional(),
    /** Language of the invitation mail. */
    language: z.enum(LANGUAGES).default('de'),
  })
  .meta({
    examples: [
      {
        email: 'lernende@example.org',
        reasons: ['alcohol'],
        pages: { courses: true, videos: true },
        counsellor: 'beraterin@example.org',
        language: 'de',
      },
    ],
  });

/** A counsellor (issue 30): invited by mail to choose a first password, in `language`. */
export const counsellorUpsert = counsellorInvite.meta({
  examples: [{ email: 'beraterin@example.org', name: 'Anna Berger', language: 'de' }],
});

export const learnerUpserted = z
  .object({ id: z.string(), created: z.boolean() })
  .meta({ examples: [{ id: '0b8f3c52-6a1e-4a8e-9d0e-3f1c2b7a9e41', created: true }] });

export const learnerQuery = z.object({ email: emailField });

/** POST /learners/link-request: ask an existing learner to link this key (issue 26). */
export const linkRequestBody = z
  .object({ email: emailField })
  .meta({ examples: [{ email: 'lernende@example.org' }] });
/** Where the key stands with the learner now: linked, asked (open) or declined (not asked again). */
export const linkRequestState = z
  .object({ state: z.enum(['linked', 'open', 'declined']) })
  .meta({ examples: [{ state: 'open' }] });

export const learnerState = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** Health data: only for keys with the scope `reasons:read`. */
    reasons: z.array(z.enum(MPU_TYPES)).optional(),
    pages: z.array(z.enum(PAGE_KEYS)),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        id: '0b8f3c52-6a1e-4a8e-9d0e-3f1c2b7a9e41',
        email: 'lernende@example.org',
        emailVerified: true,
        reasons: ['alcohol'],
        pages: ['courses', 'videos'],
        createdAt: '2026-12-03T07:00:00.000Z',
      },
    ],
  });
