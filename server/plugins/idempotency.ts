import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotentRequests as table } from '../db/schema/idempotency.ts';
import { AppError } from '../kernel/errors.ts';

/** The request header (IETF draft "The Idempotency-Key HTTP Header Field"); the web client sends a UUID. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was stored from the first request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** A stored answer is replayed this long; the retention job deletes older rows. */
export const IDEMPOTENCY_KEEP_MS = 60 * 60_000;
/** A repeat that comes while the first request still runs waits this long for its answer. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim without an answer this old is taken over (its instance died mid-request). */
const ABANDONED_MS = 60_000;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

type Claim = { userId: string; key: string; done: boolean };
type Row = typeof table.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

/** 400: a malformed key, or one without a session; 422: the key of another request. */
const keyError = (status = 400) => new AppError('validation', status, 'Idempotency-Key refused');

/** The first answer for this key, after waiting for a first request that still runs; null: claimed. */
async function claimOrAnswer(db: Db, claim: Claim, fingerprint: string): Promise<Row | null> {
  const since = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // A row past its time (stored long ago, or abandoned by an instance that died) is taken over.
    const [claimed] = await db
      .insert(table)
      .values({ userId: claim.userId, key: claim.key, fingerprint })
      .onConflictDoUpdate({
        target: [table.userId, table.key],
        set: { fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()` },
        setWhere: sql`(${table.status} is not null and ${table.createdAt} < ${since(IDEMPOTENCY_KEEP_MS)})
          or (${table.status} is null and ${table.createdAt} < ${since(ABANDONED_MS)})`,
      })
      .returning({ key: table.key });
    if (claimed) return null;
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, claim.userId), eq(table.key, claim.key)));
    if (row && row.fingerprint !== fingerprint) throw keyError(422);
    if (row?.status != null) return row;
    if (Date.now() > deadline) throw new AppError('conflict', 409);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Idempotent writes (decision 045): a signed-in POST, PUT, PATCH or DELETE with an `Idempotency-Key`
 * claims the key before its route runs. The route's successful answer is stored with the key; a
 * repeat of the same request gets that answer (status and body, `Idempotent-Replayed: true`) and
 * writes nothing, also on another instance and while the first still runs. A failure stores nothing,
 * so its repeat runs again. The same key for another request: 422. A key without a session: 400.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !UNSAFE.has(request.method)) return;
    if (typeof key !== 'string' || !KEY.test(key) || !request.user) throw keyError();
    const claim: Claim = { userId: request.user.id, key, done: false };
    const first = await claimOrAnswer(db, claim, fingerprintOf(request));
    if (!first) {
      request.idempotencyClaim = claim;
      return;
    }
    if (first.contentType) reply.type(first.contentType);
    return reply
      .status(first.status ?? 200)
      .header(REPLAYED_HEADER, 'true')
      .send(first.body ?? '');
  });

  // Registered before compression (app.ts), so the stored body is the plain serialised answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (claim && !ok) {
      // A failure frees its key before the answer leaves, so a repeat right after it runs again.
      await free(request, claim);
      return payload;
    }
    if (!claim || !(typeof payload === 'string' || payload === undefined || payload === null)) {
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(table)
      .set({
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload ?? '',
      })
      .where(and(eq(table.userId, claim.userId), eq(table.key, claim.key)))
      .then(
        () => {
          claim.done = true;
        },
        (error: unknown) => request.log.warn({ err: String(error) }, 'idempotency: answer not stored'),
      );
    return payload;
  });

  // Anything not stored (an error, a stream) frees the key, so a repeat runs the request again.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim && !claim.done) await free(request, claim);
  });

  async function free(request: FastifyRequest, claim: Claim) {
    claim.done = true;
    await db
      .delete(table)
      .where(and(eq(table.userId, claim.userId), eq(table.key, claim.key), isNull(table.status)))
      .catch((error: unknown) => request.log.warn({ err: String(error) }, 'idempotency: claim not freed'));
  }
}

/** Retention (features/privacy/retention.ts): stored answers past their hour. */
export async function purgeIdempotentRequests(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(table)
    .where(lt(table.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: table.key });
  return rows.length;
}
