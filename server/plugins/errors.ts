import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../kernel/errors.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => v.instancePath.replace(/^\//, '').replaceAll('/', '.'));
      return reply.status(400).send({ error: { code: 'validation', fields } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.statusCode === 404 ? 'not_found' : 'validation' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal' } });
  });
}
