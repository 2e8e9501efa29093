import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts draining (SIGTERM, run.ts; decision 045): from now on `/api/health` answers 503, so load
     * balancers with health checks send nothing new, while every other request is served as before
     * with `Connection: close`, so proxies keep no idle connection to this instance.
     */
    startDraining: () => void;
  }
}

const HEALTH = '/api/health';

/** Drain on stop: not ready at once, still serving until run.ts closes the server. */
export function registerDrain(app: FastifyInstance, options: { database: 'pglite' | 'postgres' }): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    // Set on the raw response, so hijacked replies (the assistant's event stream) carry it too.
    reply.raw.setHeader('Connection', 'close');
    const path = request.url.split('?')[0];
    if (path === HEALTH || path === `${HEALTH}/`) {
      // The health route's own 503 answer (features/health.routes.ts), before it asks the database.
      return reply.status(503).send({ ok: false, database: options.database });
    }
  });
}
