import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../kernel/observe.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

const TOKEN = 'metrics-token-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => ctx.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ url: '/metrics', headers, remoteAddress });

describe('GET /metrics (decision 057)', () => {
  it('answers a scraper on this machine, or with the token, and nobody through the proxy', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.9')).statusCode).toBe(
      404,
    );
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts requests per route pattern and status, with durations, pool, queries, outbox and jobs', async () => {
    const user = await ctx.createUser();
    await ctx.app.inject({ url: '/api/plan', headers: { cookie: user.cookie } });
    await ctx.app.inject({ url: '/api/plan' });
    await runJob('test-job', async () => 1);
    await runJob('test-job', async () => Promise.reject(new Error('boom'))).catch(() => undefined);
    const reply = await scrape();
    expect(reply.headers['content-type']).toContain('text/plain');
    const text = reply.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/plan\/?",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/plan\/?",status="401"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket{');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_query_duration_seconds_count\{ok="true"\} [1-9]/);
    expect(text).toMatch(/mail_outbox_pending \d+/);
    expect(text).toContain('job_runs_total{job="test-job"} 2');
    expect(text).toContain('job_failures_total{job="test-job"} 1');
    expect(text).not.toContain('route="/metrics"');
  });
});
