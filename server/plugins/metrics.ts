// GET /metrics in Prometheus format (issue 32, decision 057), with prom-client: requests per route and
// status with their durations, Node's own metrics (event-loop lag among them), the database pool and
// query durations, the mail outbox depth, background job runs and failures. Answered to a caller on
// this machine that did not come through the proxy, or with `Authorization: Bearer METRICS_TOKEN`.
import { timingSafeEqual } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/auth.ts';
import { observe } from '../kernel/observe.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A local scraper, not a request the proxy forwarded; or the configured token. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token && given) {
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const forwarded = request.headers['x-forwarded-for'] || request.headers.forwarded;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export function registerMetrics(app: FastifyInstance, database: Database, options: { token?: string }): void {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query durations',
    labelNames: ['ok'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [register],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs',
    labelNames: ['job'],
    registers: [register],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Background job runs that failed',
    labelNames: ['job'],
    registers: [register],
  });
  const jobDurations = new Histogram({
    name: 'job_duration_seconds',
    help: 'Background job durations',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120],
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails in the outbox not sent yet',
    registers: [register],
    async collect() {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      this.set(row?.n ?? 0);
    },
  });

  const stop = observe({
    query: (seconds, ok) => queries.observe({ ok: String(ok) }, seconds),
    job: (job, seconds, ok) => {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
      jobDurations.observe({ job }, seconds);
    },
  });
  app.addHook('onClose', async () => stop());

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/exam/questions/:id/answer), never the raw URL: few, stable series.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, options.token))
      return reply.status(404).send({ error: { code: 'not_found' } });
    return reply.type(register.contentType).send(await register.metrics());
  });
}
