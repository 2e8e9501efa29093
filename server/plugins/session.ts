import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Access,
  apiAccess,
  isAdmin,
  isCounsellor,
  isPageKeyAccess,
} from '../../common/domain/access.ts';
import { isPageAllowed, type PageKey } from '../../common/domain/pages.ts';
import { needsConsent, writeNeedsConsent } from '../../common/domain/privacy.ts';
import { AppError } from '../kernel/errors.ts';
import type { SessionAuthenticator, SessionUser } from '../kernel/session-user.ts';

export const SESSION_COOKIE = 'mpu_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    guard: {
      /** 401 without a valid session. */
      session: preHandlerAsyncHookHandler;
      /** 401 without a session, 403 unless the user is an admin. */
      admin: preHandlerAsyncHookHandler;
      /** 401 without a session, 403 for counsellors (the learner areas: own case, plan, overview). */
      learner: preHandlerAsyncHookHandler;
      /** 401 without a session, 403 unless the user is a counsellor (issue 30). */
      counsellor: preHandlerAsyncHookHandler;
      /** 401 without a session, 403 when the page is denied (SPEC §6; admins bypass). */
      page: (page: PageKey) => preHandlerAsyncHookHandler;
    };
    sessionCookie: {
      set: (reply: FastifyReply, token: string, expiresAt: Date) => void;
      clear: (reply: FastifyReply) => void;
    };
  }
}

/** Session cookies and the guards every route uses. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { auth: SessionAuthenticator; secureCookies: boolean }) => {
    const { auth, secureCookies } = opts;
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

    app.decorateRequest('user', null);
    app.decorate('sessionCookie', {
      set: (reply, token, expiresAt) =>
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt }),
      clear: (reply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
    });

    async function load(request: FastifyRequest, reply: FastifyReply, page?: PageKey) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new AppError('unauthorized', 401);
      const found = await auth.authenticate(token, page);
      if (!found) {
        app.sessionCookie.clear(reply);
        throw new AppError('unauthorized', 401);
      }
      const { pageAllowed, renewed, ...user } = found;
      if (renewed) app.sessionCookie.set(reply, token, user.sessionExpiresAt);
      request.user = user;
      return pageAllowed;
    }

    const guard: FastifyInstance['guard'] = {
      session: async (request, reply) => {
        await load(request, reply);
      },
      admin: async (request, reply) => {
        await load(request, reply);
        if (!isAdmin(request.user)) throw new AppError('forbidden', 403);
      },
      learner: async (request, reply) => {
        await load(request, reply);
        if (isCounsellor(request.user)) throw new AppError('forbidden', 403);
      },
      counsellor: async (request, reply) => {
        await load(request, reply);
        if (!isCounsellor(request.user)) throw new AppError('forbidden', 403);
      },
      page: (page) => async (request, reply) => {
        const allowed = await load(request, reply, page);
        const rows = allowed === null || allowed === undefined ? [] : [{ page, allowed }];
        if (!isPageAllowed(request.user!.role, rows, page)) throw new AppError('page_forbidden', 403);
      },
    };
    app.decorate('guard', guard);

    // Health and offence data are stored only with the learner's consent to the current notice.
    const consent: preHandlerAsyncHookHandler = async (request) => {
      if (request.user && needsConsent(request.user)) throw consentRequired();
    };

    function guardFor(access: Access): preHandlerAsyncHookHandler | null {
      if (access === 'public' || access === 'api-key') return null;
      if (access === 'session') return guard.session;
      if (access === 'admin') return guard.admin;
      if (access === 'learner') return guard.learner;
      if (access === 'counsellor') return guard.counsellor;
      return isPageKeyAccess(access) ? guard.page(access) : null;
    }

    // Every /api route gets the guard of the access table (common/domain/access.ts) as its first
    // onRequest hook: before the body is parsed or validated, so anonymous callers get 401, not 400.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = apiAccess(route.url);
      if (access === undefined) throw new Error(`No access rule for ${route.url} (common/domain/access.ts)`);
      const first = guardFor(access);
      const methods = [route.method].flat();
      const consentFirst = first && methods.some((method) => writeNeedsConsent(method, route.url));
      if (first)
        route.onRequest = [first, ...(consentFirst ? [consent] : []), ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'session' },
);

const consentRequired = () =>
  new AppError(
    'consent_required',
    409,
    'consent missing for a health-data write',
    'Bitte stimmen Sie zuerst der aktuellen Datenschutzerklärung zu. Ohne Ihre Einwilligung speichern wir keine Angaben zu Ihrer Gesundheit oder zu Verstößen.',
  );

/** The signed-in user of a route behind a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 401);
  return request.user;
}
