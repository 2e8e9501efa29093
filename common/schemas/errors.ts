import { z } from 'zod';

/**
 * Error codes the API answers with. The client maps each to a German text (`errors.<code>`);
 * the server never sends user-facing prose except where the spec shows a server message.
 */
export const ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'page_forbidden',
  'not_found',
  'validation',
  'conflict',
  'email_taken',
  'invalid_credentials',
  'email_not_confirmed',
  'signups_disabled',
  'rate_limited',
  'token_invalid',
  'profile_create_failed',
  'exam_fields_required',
  'exam_duplicate_options',
  'exam_too_few_options',
  'exam_too_long',
  'exam_category_taken',
  'exam_question_taken',
  'wrong_password',
  'last_admin',
  'consent_required',
  /** The exam simulation was handed in or its time is up: no more answers. */
  'simulation_closed',
  /** A Leistungstest run whose figures cannot come from the tasks (decision 071). */
  'run_implausible',
  /** The request is larger than the route takes (413). */
  'too_large',
  /** A new password is on the shipped list of common, leaked passwords. */
  'password_breached',
  /** The database did not answer in time or is restarting (503 with Retry-After). */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().optional(),
    /** Field paths that failed validation, when code is `validation`. */
    fields: z.array(z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
