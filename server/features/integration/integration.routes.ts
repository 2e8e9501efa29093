import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeyScope } from '../../../common/domain/api-keys.ts';
import { errorResponse } from '../../../common/schemas/errors.ts';
import {
  counsellorUpsert,
  learnerQuery,
  learnerState,
  learnerUpsert,
  learnerUpserted,
  linkRequestBody,
  linkRequestState,
} from '../../../common/schemas/integration.ts';
import { AppError } from '../../kernel/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { IntegrationService } from './integration.service.ts';

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Invitation mails (new learners) per key and hour: a leaked key cannot flood strangers' inboxes. */
const WRITES_PER_KEY_HOUR = 200;

const missingScope = (scope: ApiKeyScope) =>
  new AppError(
    'forbidden',
    403,
    `missing scope ${scope}`,
    `Diesem Schlüssel fehlt die Berechtigung ${scope}. Eine Administratorin oder ein Administrator kann sie beim Anlegen eines Schlüssels vergeben.`,
  );

/** What these routes need of the API keys (server/app.ts passes the api-keys service). */
type KeyCheck = {
  authenticate(key: string): Promise<{ id: string; name: string; scopes: ApiKeyScope[] } | undefined>;
};

/**
 * /api/integration/v1 — for the CRM, authenticated by an active, unexpired API key; each route
 * needs its scope, and MPU reasons (health data) are returned only to keys with `reasons:read`.
 */
export const integrationRoutes: FastifyPluginAsyncZod<{
  apiKeys: KeyCheck;
  integration: IntegrationService;
  limiter: RateLimiter;
}> = async (app, { apiKeys, integration, limiter }) => {
  app.addHook('onRequest', async (request) => {
    const key = bearer(request.headers.authorization) ?? (request.headers['x-api-key'] as string | undefined);
    if (!key) throw new AppError('unauthorized', 401);
    await limiter.hit(`integration:${request.ip}`, 600, 60);
    const found = await apiKeys.authenticate(key);
    if (!found) throw new AppError('unauthorized', 401);
    request.apiKey = found;
  });

  const has = (scopes: readonly string[] | undefined, scope: ApiKeyScope) => scopes?.includes(scope) ?? false;
  const needs =
    (...scopes: ApiKeyScope[]) =>
    async (request: { apiKey?: { scopes: readonly string[] } }) => {
      // Any one of the scopes given.
      if (!scopes.some((scope) => has(request.apiKey?.scopes, scope))) throw new AppError('forbidden', 403);
    };

  app.put(
    '/learners',
    {
      preHandler: needs('learners:write'),
      config: { rateLimited: true },
      schema: {
        summary: 'Create or update a learner',
        description:
          'A new e-mail address gets an account and an invitation mail (201); a known one keeps its ' +
          'account, and the given reasons and pages are applied (200) — only when this key invited the ' +
          'learner or the learner agreed to link it in settings; otherwise 403, audited, and the learner ' +
          'sees the request in settings (one that the learner declined stays declined and is not asked ' +
          'again). `counsellor` assigns the counsellor with that address (invited ' +
          'before with PUT /counsellors; 409 otherwise) or, with null, none; a new counsellor ends what the ' +
          'learner shared with the one before. At most 200 calls per key and hour. Scopes: ' +
          '`learners:write`; with `pages` also `pages:write`, with `reasons` also `reasons:write` (health ' +
          'data), with `counsellor` also `counsellors:write`. Otherwise 403, recorded in the audit log.',
        body: learnerUpsert,
        response: { 200: learnerUpserted, 201: learnerUpserted },
      },
    },
    async (request, reply) => {
      const scopes = request.apiKey!.scopes;
      if (request.body.pages && !has(scopes, 'pages:write')) throw missingScope('pages:write');
      if (request.body.reasons && !has(scopes, 'reasons:write')) throw missingScope('reasons:write');
      if (request.body.counsellor !== undefined && !has(scopes, 'counsellors:write'))
        throw missingScope('counsellors:write');
      await limiter.hit(`integration:writes:${request.apiKey!.id}`, WRITES_PER_KEY_HOUR, 3600);
      const result = await integration.upsertLearner(request.body, request.apiKey!.id, (id) => {
        request.auditTarget = id;
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.put(
    '/counsellors',
    {
      preHandler: needs('counsellors:write'),
      config: { rateLimited: true },
      schema: {
        summary: 'Invite or rename a counsellor',
        description:
          'A new e-mail address gets a counsellor account (Beraterin/Berater) and an invitation mail in ' +
          '`language` to choose a first password (201); a known counsellor gets the name (200); an address ' +
          'of a learner or an administrator is a conflict (409). Counsellors see the progress of the ' +
          'learners assigned to them and only what each learner shares. Scope: `counsellors:write`. At ' +
          'most 200 new invitations per key and hour; recorded in the audit log.',
        body: counsellorUpsert,
        response: { 200: learnerUpserted, 201: learnerUpserted },
      },
    },
    async (request, reply) => {
      await limiter.hit(`integration:writes:${request.apiKey!.id}`, WRITES_PER_KEY_HOUR, 3600);
      const result = await integration.inviteCounsellor(request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/learners/link-request',
    {
      preHandler: needs('learners:read', 'learners:write'),
      config: { rateLimited: true },
      schema: {
        summary: 'Ask a learner to link this key',
        description:
          'For a learner this key did not invite: the learner sees the request in settings ' +
          '(„Verknüpfung mit Ihrer Beratung“) and may agree, decline or later withdraw. Answers where the ' +
          'key stands now: `linked`, `open` (asked, not answered) or `declined` (declined or withdrawn: ' +
          'the learner is not asked again; only they can agree later). One request per key and learner; ' +
          'GET /learners never asks. 404 for an address without a learner. Scopes: `learners:read` or ' +
          '`learners:write`. At most 200 writes per key and hour; recorded in the audit log.',
        body: linkRequestBody,
        response: { 200: linkRequestState, 404: errorResponse },
      },
    },
    async (request) => {
      await limiter.hit(`integration:writes:${request.apiKey!.id}`, WRITES_PER_KEY_HOUR, 3600);
      return integration.requestLink(request.body.email, request.apiKey!.id, (id) => {
        request.auditTarget = id;
      });
    },
  );

  app.get(
    '/learners',
    {
      preHandler: needs('learners:read'),
      config: { rateLimited: true },
      schema: {
        summary: 'Read a learner’s access',
        description:
          'The learner with this e-mail address and the pages they may open, when this key invited them or ' +
          'they agreed to the link (otherwise 403; a read asks nothing: see POST /learners/link-request). ' +
          'Scopes: `learners:read`; ' +
          '`reasons` is returned only with `reasons:read` (health data).',
        querystring: learnerQuery,
        response: { 200: learnerState, 404: errorResponse },
      },
    },
    async (request) => {
      const { reasons, ...state } = await integration.learnerState(
        request.query.email,
        request.apiKey!.id,
        (id) => {
          request.auditTarget = id;
        },
      );
      return has(request.apiKey?.scopes, 'reasons:read') ? { ...state, reasons } : state;
    },
  );
};
