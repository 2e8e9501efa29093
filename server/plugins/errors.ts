import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, sqlState } from '../db/errors.ts';
import { AppError } from '../kernel/errors.ts';
import { InputLimitError, tooLarge } from './input-limits.ts';
import { RateLimitedError } from './rate-limit.ts';

/**
 * The client shows its own text per code (decision 003); this German sentence is for API users and
 * tools that show the raw answer.
 */
const VALIDATION_MESSAGE =
  'Die Eingabe ist ungültig. Bitte prüfen Sie die Angaben und versuchen Sie es erneut.';

/** The database did not answer within its deadline or is gone for now (issue 26). */
const UNAVAILABLE_MESSAGE =
  'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';
/** Seconds a client waits before it tries again (the embedded database restarts within seconds). */
const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * SQLSTATE class 22 (data exception: impossible date, out-of-range number, NUL byte, bad text
 * representation) is caused by the input, so it is a 400, never a 500.
 */
const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // Fastify's own body limit (BODY_LIMIT, the import's) answers like ours.
    const error = !(thrown instanceof AppError) && thrown.statusCode === 413 ? tooLarge() : thrown;
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfter));
    if (error instanceof InputLimitError) {
      // One warn line, no stack: a flood of oversized or deeply nested requests stays readable.
      request.log.warn({ limit: error.limit, path: request.url.split('?')[0] }, 'input beyond a limit');
    }
    if (error instanceof AppError) {
      const message =
        error.code === 'validation' && !(error instanceof InputLimitError)
          ? VALIDATION_MESSAGE
          : error.publicMessage;
      return reply.status(error.status).send({ error: { code: error.code, message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => v.instancePath.replace(/^\//, '').replaceAll('/', '.'));
      return reply.status(400).send({ error: { code: 'validation', message: VALIDATION_MESSAGE, fields } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'not_found' : 'validation';
      return reply
        .status(error.statusCode)
        .send({ error: { code, message: code === 'validation' ? VALIDATION_MESSAGE : undefined } });
    }
    if (isDataException(error)) {
      request.log.warn(
        { sqlState: sqlState(error), path: request.url.split('?')[0] },
        'input the database refused',
      );
      return reply.status(400).send({ error: { code: 'validation', message: VALIDATION_MESSAGE } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { path: request.url.split('?')[0], reason: String(error.message).slice(0, 200) },
        'database unavailable: 503',
      );
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
      return reply.status(503).send({ error: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal' } });
  });
}
