import type { FastifyInstance } from 'fastify';

/**
 * One info line per request (the access log): method, path, status and milliseconds. Request URLs can carry one-time
 * tokens (/reset-password?token=…), so only the path is logged (Fastify's own request log is off).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
